import { mkdir, readFile, rm, writeFile, copyFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Object bytes, keyed by the row's `version` (a fresh uuid per write), never by name: a move
 * is then a row update only, and an overwrite never clobbers the bytes a concurrent reader of
 * the previous row still needs.
 */
export interface BlobStore {
  write(version: string, bytes: Buffer): Promise<void>;
  /** null when nothing is stored (e.g. a row inserted by SQL without an upload). */
  read(version: string): Promise<Buffer | null>;
  copy(fromVersion: string, toVersion: string): Promise<boolean>;
  remove(versions: string[]): Promise<void>;
}

const VERSION_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `version` is a writable column: anything but our own uuids must never reach a file path. */
export function isStoredVersion(version: string | null | undefined): version is string {
  return typeof version === 'string' && VERSION_PATTERN.test(version);
}

export function createBlobStore(storageDir: string | null): BlobStore {
  return storageDir === null ? createMemoryBlobStore() : createDiskBlobStore(storageDir);
}

function createMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    write(version, bytes) {
      blobs.set(version, Buffer.from(bytes));
      return Promise.resolve();
    },
    read(version) {
      return Promise.resolve(blobs.get(version) ?? null);
    },
    copy(fromVersion, toVersion) {
      const bytes = blobs.get(fromVersion);
      if (!bytes) return Promise.resolve(false);
      blobs.set(toVersion, bytes);
      return Promise.resolve(true);
    },
    remove(versions) {
      for (const version of versions) blobs.delete(version);
      return Promise.resolve();
    },
  };
}

function createDiskBlobStore(storageDir: string): BlobStore {
  const pathOf = (version: string): string => {
    if (!VERSION_PATTERN.test(version)) throw new Error(`Not a stored object version: ${version}`);
    return join(storageDir, 'objects', version.slice(0, 2), version);
  };
  return {
    async write(version, bytes) {
      const path = pathOf(version);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a crash never leaves a half-written object behind a committed row.
      await writeFile(`${path}.partial`, bytes);
      await rename(`${path}.partial`, path);
    },
    async read(version) {
      try {
        return await readFile(pathOf(version));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async copy(fromVersion, toVersion) {
      const target = pathOf(toVersion);
      await mkdir(dirname(target), { recursive: true });
      try {
        await copyFile(pathOf(fromVersion), target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async remove(versions) {
      await Promise.all(versions.filter(isStoredVersion).map((version) => rm(pathOf(version), { force: true })));
    },
  };
}
