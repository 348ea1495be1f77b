import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../src/engine/postgres';
import { startLocalStack, type LocalStack } from '../../src/index';
import { storageDirectory } from '../../src/storage-directory';
import { CONFORMANCE } from '../support/profiles';

/**
 * Stored objects belong to the database whose rows name them: PGlite's beside its data, each
 * server database's in a folder of its own, so two databases never share (or wipe) one.
 */
const engine = inject('engine');
const dataRoot = mkdtempSync(join(tmpdir(), 'stack-files-'));
const databases: ThrowawayDatabase[] = [];
afterAll(async () => {
  rmSync(dataRoot, { recursive: true, force: true });
  await Promise.all(databases.map((database) => database.drop()));
});

async function startOn(databaseUrl: string | undefined): Promise<LocalStack> {
  return startLocalStack({
    port: 0,
    dataRoot,
    databaseUrl,
    migrationsDir: CONFORMANCE.migrationsDir,
    seedFile: null,
    configFile: null,
    template: databaseUrl === undefined ? new Blob([readFileSync(inject('templates').conformance ?? '')]) : undefined,
    migrate: true,
  });
}

async function uploadNote(stack: LocalStack, path: string, body: string): Promise<number> {
  const response = await fetch(`${stack.url}/storage/v1/object/notes/${path}`, {
    method: 'POST',
    headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
    body,
  });
  return response.status;
}

/** Every stored file under a folder, as `<version>` names. */
function storedFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function versionOf(stack: LocalStack, path: string): Promise<string> {
  const result = await stack.db.query<{ version: string }>(
    `select version from storage.objects where bucket_id = 'notes' and name = $1`,
    [path],
  );
  return result.rows[0]?.version ?? '';
}

describe(`stored files per database (${engine})`, () => {
  it.runIf(engine === 'pglite')('PGlite keeps them in storage/ beside its db/', async () => {
    const stack = await startOn(undefined);
    try {
      expect(await uploadNote(stack, 'a.txt', 'pglite')).toBe(200);
      expect(storedFiles(join(dataRoot, 'storage'))).toEqual([await versionOf(stack, 'a.txt')]);
      expect(existsSync(join(dataRoot, 'db'))).toBe(true);
    } finally {
      await stack.stop();
    }
  });

  it.runIf(engine === 'postgres')('two server databases on one data root keep their files apart', async () => {
    for (const name of ['one', 'two']) {
      databases.push(
        await createThrowawayDatabase(
          process.env.DATABASE_URL as string,
          `stack_files_${name}_${randomUUID().replaceAll('-', '')}`,
          inject('templates').conformance,
        ),
      );
    }
    const [one, two] = databases.map((database) => database.url);
    if (!one || !two) throw new Error('no databases');
    expect(storageDirectory(dataRoot, one)).not.toBe(storageDirectory(dataRoot, two));
    expect(storageDirectory(dataRoot, one)).not.toBe(join(dataRoot, 'storage'));

    const first = await startOn(one);
    let firstVersion: string;
    try {
      expect(await uploadNote(first, 'a.txt', 'one')).toBe(200);
      firstVersion = await versionOf(first, 'a.txt');
    } finally {
      await first.stop();
    }
    const second = await startOn(two);
    try {
      expect(await uploadNote(second, 'a.txt', 'two')).toBe(200);
      expect(storedFiles(storageDirectory(dataRoot, two))).toEqual([await versionOf(second, 'a.txt')]);
    } finally {
      await second.stop();
    }
    expect(storedFiles(storageDirectory(dataRoot, one))).toEqual([firstVersion]);
    expect(storedFiles(join(dataRoot, 'storage'))).toEqual([]);
  });
});
