/**
 * What tests (and the app's scripts) use beside the stack itself: tokens signed with the stack's
 * secret, SQL run as a request's role, throwaway databases (PGlite in memory, or a database of
 * their own on a Postgres server) and stacks started from a migrated template of one.
 */
export { signJwt, type JwtClaims } from '../src/jwt';
export { claimsForRole, runAsRequest } from '../src/request-context';
export { BOOTSTRAP_SQL, migrateDatabase, type MigrateOptions, type MigrateReport } from '../src/database';
export { toPostgresError, type Executor, type PostgresError, type SqlResult, type SqlSession } from '../src/engine/executor';
export { createPgliteExecutor } from '../src/engine/pglite';
export { createPostgresExecutor, createThrowawayDatabase, withDatabase, type ThrowawayDatabase } from '../src/engine/postgres';
export { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../src/config';
export { sqlAs, sqlAsPostgres, sqlAsWithLockTimeout } from './sql-as';
export { readJson } from './read-json';
export { buildStackTemplates, startTemplateStack, type DatabaseProfile, type StackTemplates, type TemplateEngine, type TestStack } from './template-stack';
