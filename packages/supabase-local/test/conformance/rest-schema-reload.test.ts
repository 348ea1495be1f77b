import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startTestStack, type TestStack } from '../support/stack';

// PostgREST runs its statements prepared and flushes its connection pool when the schema cache
// reloads: a statement prepared before a DDL keeps the parameter types it was parsed with
// (PostgREST issue #2620, a column changed from uuid to bigint).
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const byId = (id: string) => fetch(`${stack.url}/rest/v1/reload_probe?select=id&id=eq.${id}`, { headers: { apikey: stack.anonKey } });

async function answers(id: string, expected: unknown): Promise<boolean> {
  const response = await byId(id);
  return response.status === 200 && JSON.stringify(await response.json()) === JSON.stringify(expected);
}

/** Twice the Postgres executor's pool size. */
const CONCURRENT = 20;
const inParallel = <T>(request: () => Promise<T>) => Promise.all(Array.from({ length: CONCURRENT }, request));

describe('schema reload', () => {
  it('a filter on a column whose type changed reads by the new type once the schema reloads', async () => {
    const uuid = '9a3c1a7e-0d4b-4c59-9a43-6f0c6b8e2d11';
    await stack.db.exec(`
      create table public.reload_probe (id uuid primary key);
      insert into public.reload_probe values ('${uuid}');
      grant select on public.reload_probe to anon;
      notify pgrst, 'reload schema';`);
    await eventually(() => answers(uuid, [{ id: uuid }]));
    // In parallel, more requests than the pool has connections: the statement is prepared on each.
    expect(await inParallel(() => answers(uuid, [{ id: uuid }]))).toEqual(Array(CONCURRENT).fill(true));

    // A table of its own tells when the reload has landed; then every connection must answer by bigint.
    await stack.db.exec(`
      drop table public.reload_probe;
      create table public.reload_probe (id bigint primary key);
      insert into public.reload_probe values (1);
      create table public.reload_marker ();
      grant select on public.reload_probe, public.reload_marker to anon;
      notify pgrst, 'reload schema';`);
    await eventually(async () => (await fetch(`${stack.url}/rest/v1/reload_marker`, { headers: { apikey: stack.anonKey } })).status === 200);
    expect(await inParallel(() => answers('1', [{ id: 1 }]))).toEqual(Array(CONCURRENT).fill(true));
    const stale = await byId(uuid);
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: '22P02', message: `invalid input syntax for type bigint: "${uuid}"` });
  });
});
