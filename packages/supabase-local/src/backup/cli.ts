#!/usr/bin/env -S tsx --experimental-websocket
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup';
import { createProjectBackup, restoreProjectBackup, type ProjectBackupOptions } from './project';
import { restoreBackup } from './restore';

/**
 * `npm run db:backup [FILE]`: the database (PGlite under .data/, or DATABASE_URL's) and the
 * stored files in one archive, default `backups/club-<UTC time>.tar.gz`; safe while the stack runs.
 * `npm run db:restore FILE`: replaces both with the archive's; stop the stack first.
 * With `--project-db-url URL` (or SUPABASE_DB_URL) both work on a Supabase project instead: its
 * rows through that connection string, its files through NEXT_PUBLIC_SUPABASE_URL's Storage API
 * with SUPABASE_SERVICE_ROLE_KEY.
 */
const USAGE =
  'usage: npm run db:backup [FILE] | npm run db:restore FILE\n' +
  '       add -- --project-db-url URL (or set SUPABASE_DB_URL) with NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for a Supabase project';

function projectOptions(projectDbUrl: string, file: string): ProjectBackupOptions {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    throw new Error(
      "A project's stored files need NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (Project Settings → API) in the environment.",
    );
  }
  return { databaseUrl: projectDbUrl, storage: { url, serviceRoleKey }, file };
}

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { 'project-db-url': { type: 'string' } },
    allowPositionals: true,
  });
  const [command, fileArgument] = positionals;
  const projectDbUrl = values['project-db-url'] || process.env.SUPABASE_DB_URL || undefined;
  const dataRoot = resolve(process.cwd(), '.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;

  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(fileArgument ?? `backups/club-${stamp}.tar.gz`);
    mkdirSync(dirname(file), { recursive: true });
    if (projectDbUrl) await createProjectBackup(projectOptions(projectDbUrl, file));
    else await createBackup({ dataRoot, databaseUrl, file });
    console.log(`Backup written: ${file}`);
  } else if (command === 'restore' && fileArgument) {
    const file = resolve(fileArgument);
    if (projectDbUrl) {
      await restoreProjectBackup(projectOptions(projectDbUrl, file));
      console.log(`Restored the project from ${file}.`);
    } else {
      await restoreBackup({ dataRoot, databaseUrl, file });
      console.log(`Restored from ${file}. Start the stack again.`);
    }
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
