import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PORT } from './config';
import { DataRootInUseError, dataRootInUse } from './backup/data-root-claim';
import { NotLoopbackError, startLocalStack, type LocalStack } from './index';

/**
 * `npm run stack [-- --empty]` and `npm run db:reset [-- --empty]` as a function, so tests run
 * them as a user does. `--empty` is the club's rehearsal of its first day: the migrations
 * without the demo seed, in a data root of its own (`.data-empty/`), so the demo club in `.data/`
 * stays as it is and `npm run club:setup` finds the empty project a new Supabase project is.
 */
export interface StackCommandOptions {
  argv: string[];
  env: Readonly<Record<string, string | undefined>>;
  /** A line for the user; `error` for a refusal (stderr). */
  print: (line: string, stream?: 'error') => void;
  /** The repository: migrations, seed, seed files, supabase/config.toml. Default: the working directory. */
  root?: string;
  /** Where `.data/` and `.data-empty/` live. Default: root. */
  dataParent?: string;
}

export type StackCommandResult = { code: 0; stack: LocalStack | null } | { code: 1 | 2; stack: null };

export const dataRootFor = (parent: string, empty: boolean): string => resolve(parent, empty ? '.data-empty' : '.data');

const USAGE = 'usage: npm run stack [-- --empty] | npm run db:reset [-- --empty]';

export async function runStackCommand(options: StackCommandOptions): Promise<StackCommandResult> {
  const { argv, env, print } = options;
  const unknown = argv.filter((arg) => arg !== '--empty' && arg !== '--reset-only');
  if (unknown.length) {
    print(`Unknown option ${unknown.join(' ')}. ${USAGE}`, 'error');
    return { code: 2, stack: null };
  }
  const empty = argv.includes('--empty');
  const resetOnly = argv.includes('--reset-only');
  const root = options.root ?? process.cwd();
  const dataRoot = dataRootFor(options.dataParent ?? root, empty);
  const databaseUrl = env.DATABASE_URL || undefined;

  if (resetOnly) {
    if (databaseUrl) {
      print('db:reset wipes only the local PGlite database; with DATABASE_URL drop and recreate the database yourself.', 'error');
      return { code: 1, stack: null };
    }
    // Wiping the files under a running stack would destroy its database, not reset it.
    if (await dataRootInUse(dataRoot)) {
      print(new DataRootInUseError(dataRoot).message, 'error');
      return { code: 1, stack: null };
    }
    rmSync(dataRoot, { recursive: true, force: true });
  }

  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      port: resetOnly ? 0 : Number(env.SUPABASE_LOCAL_PORT || DEFAULT_PORT),
      host: env.SUPABASE_LOCAL_HOST || undefined,
      dataRoot,
      databaseUrl,
      migrationsDir: resolve(root, 'supabase/migrations'),
      seedFile: empty ? null : resolve(root, 'supabase/seed.sql'),
      seedFilesDir: resolve(root, 'supabase/seed-files'),
      configFile: resolve(root, 'supabase/config.toml'),
    });
  } catch (error) {
    if (error instanceof DataRootInUseError || error instanceof NotLoopbackError) {
      print(error.message, 'error');
      return { code: 1, stack: null };
    }
    throw error;
  }
  if (empty && (await hasBeenSeeded(stack))) {
    // Only a Postgres server can get here: .data-empty/ is never seeded.
    await stack.stop();
    print('The database of DATABASE_URL holds the demo seed, so it is no empty project: point DATABASE_URL at a new database for --empty.', 'error');
    return { code: 1, stack: null };
  }
  if (stack.migration) {
    print(`Migrations applied: ${stack.migration.applied.length ? stack.migration.applied.join(', ') : 'none new'}`);
    if (stack.migration.seeded) print('Seed applied.');
  }
  if (resetOnly) {
    await stack.stop();
    print(empty ? 'Local database reset, without the seed.' : 'Local database reset.');
    return { code: 0, stack: null };
  }

  print(`
Local Supabase stack (${databaseUrl ? 'Postgres server' : `PGlite, ${dataRoot}`}${empty ? ', empty: migrations without the seed' : ''})
  API URL:          ${stack.url}
  Mail catcher:     ${stack.url}/mail (SMTP on 127.0.0.1:${stack.smtpPort})
  JWT secret:       ${stack.jwtSecret}
  anon key:         ${stack.anonKey}
  service_role key: ${stack.serviceRoleKey}
`);
  if (empty) {
    print(`The club's first day, as on a new Supabase project (the invite arrives in the mail catcher):
  NEXT_PUBLIC_SUPABASE_URL=${stack.url} SUPABASE_SERVICE_ROLE_KEY=${stack.serviceRoleKey} npm run club:setup
Start the rehearsal over with npm run db:reset -- --empty.
`);
  }
  return { code: 0, stack };
}

async function hasBeenSeeded(stack: LocalStack): Promise<boolean> {
  const { rows } = await stack.db.query<{ seeded: boolean }>('select exists (select 1 from supabase_migrations.seed_files) as seeded');
  return rows[0]?.seeded === true;
}
