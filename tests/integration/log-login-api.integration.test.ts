import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleLogLogin, LOG_LOGIN_PER_ADDRESS_PER_MINUTE, LOG_LOGIN_PER_MINUTE } from '@/features/login-logs/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { readJson } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

/** POST /api/log-login: open to anyone, so bounded per address and as a whole (one process's budgets). */
let stack: TestStack;
let anon: TypedSupabaseClient;
let service: TypedSupabaseClient;

const entry = { email: 'clen@test.local', status: 'failed', action: 'login', reason: 'invalid_credentials' };
const post = (address: string, body: unknown = entry) =>
  handleLogLogin(
    new Request('http://localhost/api/log-login', { method: 'POST', headers: { 'x-forwarded-for': address }, body: JSON.stringify(body) }),
    { caller: anon, service: () => service },
  );
const rowsFrom = async (address: string) =>
  Number((await stack.db.query<{ n: string }>('select count(*)::text as n from public.login_logs where ip = $1', [address])).rows[0]?.n);
const allRows = async () => Number((await stack.db.query<{ n: string }>('select count(*)::text as n from public.login_logs')).rows[0]?.n);

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  service = stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

describe('POST /api/log-login', () => {
  it('stores a valid entry with the caller\'s address; an invalid one is 400 and stores nothing', async () => {
    expect((await post('198.51.100.1')).status).toBe(201);
    expect(await rowsFrom('198.51.100.1')).toBe(1);
    const invalid = await post('198.51.100.1', { ...entry, status: 'maybe' });
    expect(invalid.status).toBe(400);
    expect(await readJson<{ error: string }>(invalid)).toEqual({ error: 'Neplatný stav přihlášení' });
    expect(await rowsFrom('198.51.100.1')).toBe(1);
  });

  it(`takes ${LOG_LOGIN_PER_ADDRESS_PER_MINUTE} entries a minute from one address, then answers 429 and writes nothing; other addresses go on`, async () => {
    const address = '203.0.113.5';
    const statuses: number[] = [];
    for (let n = 0; n <= LOG_LOGIN_PER_ADDRESS_PER_MINUTE; n += 1) statuses.push((await post(address)).status);
    expect(statuses.slice(0, LOG_LOGIN_PER_ADDRESS_PER_MINUTE).every((status) => status === 201)).toBe(true);
    const refused = await post(address);
    expect(refused.status).toBe(429);
    expect(await readJson<{ error: string }>(refused)).toEqual({ error: 'Příliš mnoho požadavků. Zkuste to prosím později.' });
    expect(statuses.at(-1)).toBe(429);
    expect(await rowsFrom(address)).toBe(LOG_LOGIN_PER_ADDRESS_PER_MINUTE);
    expect((await post('203.0.113.6')).status).toBe(201);
  });

  it(`forged addresses cannot get past ${LOG_LOGIN_PER_MINUTE} entries a minute in all`, async () => {
    // The earlier tests of this file spent 22 of the minute's entries; the seed's rows are older.
    const before = await allRows();
    const statuses: number[] = [];
    for (let n = 0; n < LOG_LOGIN_PER_MINUTE + 20; n += 1) statuses.push((await post(`10.1.${Math.floor(n / 250)}.${n % 250}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await allRows()) - before).toBe(LOG_LOGIN_PER_MINUTE - 22);
  });
});
