import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startChildStack, type ChildStack } from '../support/child-stack';

/**
 * The embedded default keeps the club's data in PGlite under `.data/`. A killed process (OOM
 * killer, `kill -9`, a crashed host process) must lose nothing it has acknowledged.
 */
const dataRoot = mkdtempSync(join(tmpdir(), 'stack-crash-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

const WRITERS = 6;
const KILL_AFTER_ACKNOWLEDGED = 150;
const FIRST_ID = 10_000;
/** Every fifth write is a file upload: its bytes live on disk beside the database. */
const isUpload = (id: number) => id % 5 === 4;

function write(stack: ChildStack, id: number): Promise<Response> {
  if (isUpload(id)) {
    return fetch(`${stack.url}/storage/v1/object/notes/crash/${id}.txt`, {
      method: 'POST',
      headers: { ...stack.headers, 'content-type': 'text/plain' },
      body: `object ${id}`,
    });
  }
  return fetch(`${stack.url}/rest/v1/items`, {
    method: 'POST',
    headers: { ...stack.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id, sku: `crash-${id}`, qty: id % 7 }),
  });
}

interface BurstResult {
  acknowledged: number[];
  /** Writes whose connection the kill cut: proof the kill landed mid-burst. */
  cut: number;
}

/** Writers in parallel; once enough are acknowledged the process is SIGKILLed under them. */
async function burstUntilKilled(stack: ChildStack): Promise<BurstResult> {
  const acknowledged: number[] = [];
  let cut = 0;
  let nextId = FIRST_ID;
  const kill: { done: Promise<void> | null } = { done: null };
  const writer = async () => {
    for (;;) {
      const id = nextId++;
      try {
        const response = await write(stack, id);
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(id);
      } catch {
        cut += 1;
        return;
      }
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) kill.done ??= stack.kill();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await kill.done;
  return { acknowledged, cut };
}

describe('crash safety of the embedded stack (PGlite on a data dir)', () => {
  it('keeps every acknowledged write after a SIGKILL mid-burst, and opens cleanly again', async () => {
    // The run's PGlite template of the conformance schema, when it has one (not on a Postgres run).
    const first = await startChildStack(dataRoot, inject('engine') === 'pglite' ? inject('templates').conformance : undefined);
    const { acknowledged, cut } = await burstUntilKilled(first);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(cut).toBeGreaterThan(0);

    const second = await startChildStack(dataRoot);
    try {
      const response = await fetch(`${second.url}/rest/v1/items?select=id&id=gte.${FIRST_ID}`, { headers: second.headers });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as { id: number }[]).map((row) => row.id));
      const missingRows = acknowledged.filter((id) => !isUpload(id) && !stored.has(id));
      expect(missingRows).toEqual([]);

      const uploads = acknowledged.filter(isUpload);
      expect(uploads.length).toBeGreaterThan(0);
      const downloads = await Promise.all(
        uploads.map(async (id) => {
          const download = await fetch(`${second.url}/storage/v1/object/notes/crash/${id}.txt`, { headers: second.headers });
          return { id, status: download.status, body: await download.text() };
        }),
      );
      expect(downloads.filter((download) => download.status !== 200 || download.body !== `object ${download.id}`)).toEqual([]);

      // Opened cleanly: it takes new writes, and the fixture's rows are intact.
      expect((await write(second, 1)).status).toBe(409);
      expect((await write(second, FIRST_ID + 100_000)).status).toBe(201);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);
});
