import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataRootInUseError, dataRootInUse } from './backup/data-root-claim';
import { startLocalStack, type LocalStack } from './index';

/**
 * `npm run stack`: serves /rest/v1, /auth/v1, /storage/v1 until SIGINT/SIGTERM.
 * `npm run db:reset`: wipes the local PGlite database and stored files, migrates and seeds anew.
 */
const resetOnly = process.argv.includes('--reset-only');
const dataRoot = resolve(process.cwd(), '.data');

if (resetOnly) {
  if (process.env.DATABASE_URL) {
    console.error('db:reset wipes only the local PGlite database; with DATABASE_URL drop and recreate the database yourself.');
    process.exit(1);
  }
  // Wiping the files under a running stack would destroy its database, not reset it.
  if (await dataRootInUse(dataRoot)) exitWith(new DataRootInUseError(dataRoot).message);
  rmSync(dataRoot, { recursive: true, force: true });
}

let stack: LocalStack;
try {
  stack = await startLocalStack({ port: resetOnly ? 0 : undefined, dataRoot });
} catch (error) {
  if (error instanceof DataRootInUseError) exitWith(error.message);
  throw error;
}
if (stack.migration) {
  console.log(`Migrations applied: ${stack.migration.applied.length ? stack.migration.applied.join(', ') : 'none new'}`);
  if (stack.migration.seeded) console.log('Seed applied.');
}
if (resetOnly) {
  await stack.stop();
  console.log('Local database reset.');
  process.exit(0);
}

console.log(`
Local Supabase stack (${process.env.DATABASE_URL ? 'Postgres server' : 'PGlite, .data/'})
  API URL:          ${stack.url}
  Mail catcher:     ${stack.url}/mail
  JWT secret:       ${stack.jwtSecret}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}
