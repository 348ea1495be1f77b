import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createPgliteExecutor } from '../engine/pglite';
import { storageDirectory } from '../storage-directory';
import { unpackArchive } from './archive';
import { claimDataRoot } from './data-root-claim';
import { readManifest } from './manifest';
import { restorePostgres } from './postgres-dump';
import { PROJECT_BACKUP } from './project';
import { SNAPSHOT_FILES } from './snapshot';

export interface RestoreOptions {
  dataRoot: string;
  databaseUrl?: string;
  /** An archive written by `createBackup`. */
  file: string;
}

/**
 * Puts the database and the stored files back as they were in the backup, replacing what is
 * there now. The stack must be stopped: the data root is claimed, so a running one is refused.
 */
export async function restoreBackup(options: RestoreOptions): Promise<void> {
  const claim = await claimDataRoot(options.dataRoot);
  const staging = join(options.dataRoot, `restore-${process.pid}-${Date.now()}`);
  try {
    await mkdir(staging);
    await unpackArchive(options.file, staging);
    const { engine } = await readManifest(staging);
    const target = options.databaseUrl ? 'postgres' : 'pglite';
    if (engine === 'project') throw new Error(PROJECT_BACKUP);
    if (engine !== target) {
      throw new Error(
        `This backup is of a ${engine} database; restore it with${engine === 'postgres' ? '' : 'out'} DATABASE_URL.`,
      );
    }
    if (options.databaseUrl) {
      await restorePostgres(options.databaseUrl, join(staging, SNAPSHOT_FILES.postgresDatabase));
    } else {
      const restoredDb = join(staging, 'db');
      await loadPglite(join(staging, SNAPSHOT_FILES.pgliteDatabase), restoredDb);
      await replaceDirectory(join(options.dataRoot, 'db'), restoredDb);
    }
    const restoredStorage = join(staging, SNAPSHOT_FILES.storage);
    await mkdir(restoredStorage, { recursive: true });
    await replaceDirectory(storageDirectory(options.dataRoot, options.databaseUrl), restoredStorage);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await claim.release();
  }
}

/** Unpacks the dump into a fresh data dir and opens it once: a broken dump fails here, before anything is replaced. */
async function loadPglite(dump: string, dataDir: string): Promise<void> {
  const db = await createPgliteExecutor({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
}

/** Swaps `replacement` in for `current` by renames, then drops the old tree. */
async function replaceDirectory(current: string, replacement: string): Promise<void> {
  const old = `${current}.replaced`;
  await rm(old, { recursive: true, force: true });
  await rename(current, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(replacement, current);
  await rm(old, { recursive: true, force: true });
}
