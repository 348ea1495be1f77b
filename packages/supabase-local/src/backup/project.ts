import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packDirectory, unpackArchive } from './archive';
import { readManifest, writeManifest } from './manifest';
import { appliedMigrations, dumpProjectData, restoreProjectData } from './postgres-dump';
import { downloadProjectStorage, uploadProjectStorage, type ProjectStorage } from './project-storage';
import { SNAPSHOT_FILES } from './snapshot';

export const PROJECT_BACKUP =
  'This backup is of a Supabase project; restore it with --project-db-url (or SUPABASE_DB_URL), NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.';

export interface ProjectBackupOptions {
  /** The project's connection string, as its `postgres` role. */
  databaseUrl: string;
  /** Its API URL and service role key, for the stored files. */
  storage: ProjectStorage;
  /** The archive (`.tar.gz`). */
  file: string;
}

/**
 * A Supabase project's data in the same archive as the embedded stack's: the rows of the club's
 * schemas (pg_dump, data only: the schema is the migrations'), the migrations they belong to,
 * and every bucket's objects downloaded through the Storage API. Nothing is stopped: files are
 * taken after the rows, so a row written meanwhile may name a file the archive lacks, never
 * the other way round for rows it holds.
 */
export async function createProjectBackup(options: ProjectBackupOptions): Promise<void> {
  const staging = await mkdtemp(join(tmpdir(), 'club-backup-'));
  try {
    const migrations = await appliedMigrations(options.databaseUrl);
    await dumpProjectData(options.databaseUrl, join(staging, SNAPSHOT_FILES.postgresDatabase));
    await downloadProjectStorage(options.storage, join(staging, SNAPSHOT_FILES.storage));
    await writeManifest(staging, 'project', migrations);
    await packDirectory(staging, options.file);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the project's rows and files with the archive's. The project must have exactly the
 * backup's migrations applied (rows without a schema fit only that schema); anything else is
 * refused before a row is touched.
 */
export async function restoreProjectBackup(options: ProjectBackupOptions): Promise<void> {
  const staging = await mkdtemp(join(tmpdir(), 'club-restore-'));
  try {
    await unpackArchive(options.file, staging);
    const manifest = await readManifest(staging);
    if (manifest.engine !== 'project' || !manifest.migrations) {
      throw new Error(
        `This backup is of the embedded stack's ${manifest.engine} database, not of a Supabase project; restore it with npm run db:restore without --project-db-url.`,
      );
    }
    const target = await appliedMigrations(options.databaseUrl);
    const missing = manifest.migrations.filter((version) => !target.includes(version));
    const extra = target.filter((version) => !manifest.migrations?.includes(version));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(
        'The project\'s migrations differ from the backup\'s; apply the same migrations (supabase db push of the same version of the app) first.' +
          (missing.length > 0 ? ` Missing in the project: ${missing.join(', ')}.` : '') +
          (extra.length > 0 ? ` Not in the backup: ${extra.join(', ')}.` : ''),
      );
    }
    await restoreProjectData(options.databaseUrl, join(staging, SNAPSHOT_FILES.postgresDatabase));
    await uploadProjectStorage(options.storage, join(staging, SNAPSHOT_FILES.storage));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
