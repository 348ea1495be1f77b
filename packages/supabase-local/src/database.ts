import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Executor } from './engine/executor';
import { createPgliteExecutor } from './engine/pglite';
import { createPostgresExecutor } from './engine/postgres';

export const BOOTSTRAP_SQL = fileURLToPath(new URL('./sql/bootstrap.sql', import.meta.url));

/**
 * Migrations and the seed run as `postgres`, as the Supabase CLI runs them on a hosted project,
 * where postgres is not a superuser; its search_path is the one the image gives that role. The
 * bootstrap (what the platform itself sets up) runs as the superuser the stack connects as.
 */
export const AS_POSTGRES = `set local session authorization postgres; set local search_path = "$user", public, extensions;`;

export interface DatabaseOptions {
  /** A Postgres server; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory; ignored with `memory` or `databaseUrl`. */
  dataDir?: string;
  memory?: boolean;
  /** Start PGlite from a dump of an already migrated database (tests). */
  template?: Blob;
}

export async function openExecutor(options: DatabaseOptions): Promise<Executor> {
  if (options.databaseUrl) return createPostgresExecutor(options.databaseUrl);
  return createPgliteExecutor({
    dataDir: options.memory ? undefined : options.dataDir,
    loadDataDir: options.template,
  });
}

export interface MigrateOptions {
  migrationsDir: string;
  /** Applied once, on a database that has never been seeded; null = no seed. */
  seedFile: string | null;
}

export interface MigrateReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Bootstrap (what hosted Supabase already has), then every migration not yet recorded, in
 * file-name order, each in its own transaction, then the seed on a fresh database only; both
 * as postgres.
 */
export async function migrateDatabase(db: Executor, options: MigrateOptions): Promise<MigrateReport> {
  await db.exec(readFileSync(BOOTSTRAP_SQL, 'utf8'));
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of listMigrations(options.migrationsDir)) {
    const version = file.split('_')[0] ?? file;
    if (done.has(version)) continue;
    const sql = readFileSync(join(options.migrationsDir, file), 'utf8');
    try {
      await db.exec(`${AS_POSTGRES}\n${sql}`);
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
      version,
      file.replace(/^[^_]*_/, '').replace(/\.sql$/, ''),
    ]);
    applied.push(file);
  }
  const seeded = options.seedFile ? await seedOnce(db, options.seedFile) : false;
  // Tell a running REST service to reload its schema cache, as after DDL on hosted.
  await db.query(`notify pgrst, 'reload schema'`);
  return { applied, seeded };
}

function listMigrations(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

async function seedOnce(db: Executor, seedFile: string): Promise<boolean> {
  if (!existsSync(seedFile)) return false;
  const { rows } = await db.query<{ count: string }>('select count(*)::text as count from supabase_migrations.seed_files');
  if (rows[0]?.count !== '0') return false;
  const sql = readFileSync(seedFile, 'utf8');
  try {
    await db.exec(`${AS_POSTGRES}\n${sql}`);
  } catch (error) {
    throw new Error(`Seed ${seedFile} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
    seedFile,
    createHash('sha256').update(sql).digest('hex'),
  ]);
  return true;
}
