import { copyFile, link, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgliteExecutor } from '../engine/pglite';

/** What a backup holds, as files under one directory (then packed into the archive). */
export const SNAPSHOT_FILES = {
  manifest: 'manifest.json',
  pgliteDatabase: 'database.tar',
  postgresDatabase: 'database.pgdump',
  storage: 'storage',
} as const;

/**
 * The database and the stored objects of a PGlite stack at one instant. While the database is
 * frozen no request can commit, and Storage writes an object's bytes before its row commits and
 * removes old bytes only after, so every row in the dump finds its file.
 */
export async function snapshotPglite(db: PgliteExecutor, storageDir: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  const dump = await db.whileFrozen(async () => {
    const image = await db.dump();
    await linkTree(storageDir, join(target, SNAPSHOT_FILES.storage));
    return image;
  });
  // The image is in memory: requests go on while it is written out.
  await writeFile(join(target, SNAPSHOT_FILES.pgliteDatabase), Buffer.from(await dump.arrayBuffer()));
}

/**
 * Hard-links every finished file under `from` into `to` (copies across file systems). Object
 * files are never rewritten in place, so a link is a snapshot that costs no copying. Files
 * already in `to` are kept: a second pass adds only what appeared since the first.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) await linkFile(source, target);
  }
}

async function linkFile(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return; // kept from a first pass, or removed meanwhile
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(source, target);
  }
}
