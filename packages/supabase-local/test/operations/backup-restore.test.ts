import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createBackup } from '../../src/backup/backup';
import { restoreBackup } from '../../src/backup/restore';
import { runTool } from '../../src/backup/run-tool';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../src/engine/postgres';
import { startLocalStack, type LocalStack } from '../../src/index';
import { storageDirectory } from '../../src/storage-directory';
import { CONFORMANCE } from '../support/profiles';

/**
 * `npm run db:backup` / `db:restore` on the run's engine: the database and the stored files
 * go into one archive while the stack serves, and come back exactly after changes and a wipe.
 */
const engine = inject('engine');
const dataRoot = mkdtempSync(join(tmpdir(), 'stack-backup-'));
const archive = join(dataRoot, '..', `${dataRoot.split('/').pop()}.tar.gz`);
let database: ThrowawayDatabase | null = null;
afterAll(async () => {
  rmSync(dataRoot, { recursive: true, force: true });
  rmSync(archive, { force: true });
  await database?.drop();
});

function pgliteTemplate(): Blob {
  const file = inject('templates').conformance;
  if (!file) throw new Error('No conformance template in this run');
  return new Blob([readFileSync(file)]);
}

/** The first start of a PGlite data dir loads the run's migrated template instead of running initdb. */
async function startOnDisk(first = false): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dataRoot,
    databaseUrl: database?.url,
    migrationsDir: CONFORMANCE.migrationsDir,
    seedFile: null,
    template: first && engine === 'pglite' ? pgliteTemplate() : undefined,
    migrate: true,
  });
}

function api(stack: LocalStack, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    ...init,
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, ...init.headers },
  });
}

const upload = (stack: LocalStack, path: string, body: string, upsert = false) =>
  api(stack, `/storage/v1/object/notes/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-upsert': String(upsert) },
    body,
  });

async function itemIds(stack: LocalStack): Promise<number[]> {
  const response = await api(stack, '/rest/v1/items?select=id&order=id');
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
}

async function download(stack: LocalStack, path: string): Promise<string | number> {
  const response = await api(stack, `/storage/v1/object/notes/${path}`);
  return response.status === 200 ? response.text() : response.status;
}

describe(`backup and restore (${engine})`, () => {
  it('puts back the rows and files of the backup after changes and a wipe, refusing while the stack runs', async () => {
    if (engine === 'postgres') {
      database = await createThrowawayDatabase(
        process.env.DATABASE_URL as string,
        `stack_backup_${randomUUID().replaceAll('-', '')}`,
        inject('templates').conformance,
      );
    }
    const before = await startOnDisk(true);
    try {
      expect(
        (
          await api(before, '/rest/v1/items', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ id: 500, sku: 'zaloha' }),
          })
        ).status,
      ).toBe(201);
      expect((await upload(before, 'zapis/porada.txt', 'Zápis z porady')).status).toBe(200);

      // Taken while the stack serves.
      await createBackup({ dataRoot, databaseUrl: database?.url, file: archive });
      expect(statSync(archive).mode & 0o777).toBe(0o600);

      await api(before, '/rest/v1/items?id=eq.1', { method: 'DELETE' });
      await api(before, '/rest/v1/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 501, sku: 'po-zaloze' }),
      });
      expect((await upload(before, 'zapis/porada.txt', 'Přepsáno', true)).status).toBe(200);
      expect((await upload(before, 'zapis/nova.txt', 'Po záloze')).status).toBe(200);
      expect(await itemIds(before)).toEqual([2, 500, 501]);

      await expect(restoreBackup({ dataRoot, databaseUrl: database?.url, file: archive })).rejects.toThrow(
        `Another process (a running stack, a backup or a restore) is using ${dataRoot}.`,
      );
    } finally {
      await before.stop();
    }

    // A wipe: the stored files are gone entirely.
    rmSync(storageDirectory(dataRoot, database?.url), { recursive: true, force: true });
    await restoreBackup({ dataRoot, databaseUrl: database?.url, file: archive });
    expect(existsSync(storageDirectory(dataRoot, database?.url))).toBe(true);

    const after = await startOnDisk();
    try {
      expect(await itemIds(after)).toEqual([1, 2, 500]);
      expect(await download(after, 'zapis/porada.txt')).toBe('Zápis z porady');
      expect(await download(after, 'zapis/nova.txt')).toBe(400);
    } finally {
      await after.stop();
    }
  }, 120_000);

  it('refuses a file that is not one of its backups, leaving the data as it was', async () => {
    const notABackup = join(dataRoot, 'not-a-backup.tar.gz');
    await runTool('tar', ['-czf', notABackup, '-C', CONFORMANCE.migrationsDir, '.']);
    await expect(restoreBackup({ dataRoot, databaseUrl: database?.url, file: notABackup })).rejects.toThrow(
      'Not a backup of this stack: manifest.json is missing.',
    );
    const stack = await startOnDisk();
    try {
      expect(await itemIds(stack)).toEqual([1, 2, 500]);
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
