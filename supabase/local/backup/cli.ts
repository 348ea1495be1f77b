import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * `npm run db:backup [FILE]`: the database (PGlite under .data/, or DATABASE_URL's) and the
 * stored files in one archive, default `backups/club-<UTC time>.tar.gz`; safe while the stack runs.
 * `npm run db:restore FILE`: replaces both with the archive's; stop the stack first.
 */
const [command, fileArgument] = process.argv.slice(2);
const dataRoot = resolve(process.cwd(), '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(fileArgument ?? `backups/club-${stamp}.tar.gz`);
    mkdirSync(dirname(file), { recursive: true });
    await createBackup({ dataRoot, databaseUrl, file });
    console.log(`Backup written: ${file}`);
  } else if (command === 'restore' && fileArgument) {
    await restoreBackup({ dataRoot, databaseUrl, file: resolve(fileArgument) });
    console.log(`Restored from ${resolve(fileArgument)}. Start the stack again.`);
  } else {
    console.error('usage: npm run db:backup [FILE] | npm run db:restore FILE');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
