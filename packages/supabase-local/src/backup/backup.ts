import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createPgliteExecutor } from '../engine/pglite';
import { storageDirectory } from '../storage-directory';
import { packDirectory } from './archive';
import { claimDataRoot, requestSnapshot } from './data-root-claim';
import { writeManifest } from './manifest';
import { dumpPostgres } from './postgres-dump';
import { linkTree, SNAPSHOT_FILES, snapshotPglite } from './snapshot';

export interface BackupOptions {
  /** `.data/`: PGlite's `db/` and the stored objects' folder (`storageDirectory`). */
  dataRoot: string;
  /** A Postgres server holds the database instead of PGlite. */
  databaseUrl?: string;
  /** The archive to write (`.tar.gz`). */
  file: string;
}

/**
 * The club's database and stored files in one archive, taken while the stack runs or not.
 * The snapshot is staged inside the data root so storage files are hard-linked, not copied.
 */
export async function createBackup(options: BackupOptions): Promise<void> {
  const staging = join(options.dataRoot, `backup-${process.pid}-${Date.now()}`);
  const storageDir = storageDirectory(options.dataRoot, options.databaseUrl);
  try {
    if (options.databaseUrl) {
      // Objects present before the dump, then those uploaded during it: every row finds its file.
      await linkTree(storageDir, join(staging, SNAPSHOT_FILES.storage));
      await dumpPostgres(options.databaseUrl, join(staging, SNAPSHOT_FILES.postgresDatabase));
      await linkTree(storageDir, join(staging, SNAPSHOT_FILES.storage));
      await writeManifest(staging, 'postgres');
    } else {
      if (!(await requestSnapshot(options.dataRoot, staging))) await snapshotStoppedPglite(options.dataRoot, staging);
      await writeManifest(staging, 'pglite');
    }
    await packDirectory(staging, options.file);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** No stack runs: this process claims the data root and opens the database itself. */
async function snapshotStoppedPglite(dataRoot: string, staging: string): Promise<void> {
  const claim = await claimDataRoot(dataRoot);
  try {
    const db = await createPgliteExecutor({ dataDir: join(dataRoot, 'db') });
    try {
      await snapshotPglite(db, storageDirectory(dataRoot), staging);
    } finally {
      await db.close();
    }
  } finally {
    await claim.release();
  }
}
