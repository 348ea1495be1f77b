import { join } from 'node:path';

/**
 * Where a database's stored objects live under a data root. Rows name their files by version,
 * so two databases sharing a folder would read, overwrite and delete each other's files: PGlite
 * keeps them beside its data (`storage/` next to `db/`), and each server database in a folder
 * of its own named after its host, port and name (a role or password does not make another
 * database).
 */
export function storageDirectory(dataRoot: string, databaseUrl?: string): string {
  if (!databaseUrl) return join(dataRoot, 'storage');
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const host = url.hostname || 'localhost';
  const name = `${host}-${url.port || '5432'}-${database}`.replace(/[^A-Za-z0-9._-]/g, '_');
  return join(dataRoot, `storage@${name}`);
}
