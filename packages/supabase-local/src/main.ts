/**
 * The package's public face: the stack as a library (`startLocalStack`) and as the command
 * `supabase-local` runs (`runStackCommand`, for tests that run it as a user does).
 */
export { isLoopbackHost, NotLoopbackError, startLocalStack, type LocalStack, type LocalStackOptions } from './index';
export { runStackCommand, type StackCommandOptions, type StackCommandResult } from './stack-command';
export { DataRootInUseError } from './backup/data-root-claim';
export { DEFAULT_PORT, DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config';
export type { MigrateReport } from './database';
export type { Executor, SqlResult, SqlSession } from './engine/executor';
export type { CaughtMail, MailCatcher } from './mail-catcher';
export { DEFAULT_SMTP_PORT } from './smtp';
