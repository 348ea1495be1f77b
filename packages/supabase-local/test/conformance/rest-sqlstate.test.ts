import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// PostgREST's SQLSTATE → HTTP status table (errors reference), one case per class it names.
let stack: TestStack;
let user: string;
beforeAll(async () => {
  stack = await startTestStack();
  user = await stack.sign({
    sub: '22222222-2222-4222-8222-222222222222',
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 600,
  });
});
afterAll(async () => {
  await stack.stop();
});

const CASES: [code: string, status: number, message?: string][] = [
  ['08006', 503],
  ['09000', 500],
  ['0L000', 403],
  ['0P000', 403],
  ['23503', 409],
  ['23505', 409],
  ['25006', 405],
  ['21000', 500],
  ['21000', 400, 'UPDATE requires a WHERE clause'],
  ['22023', 400],
  ['22023', 401, 'role "ghost" does not exist'],
  ['25001', 500],
  ['28000', 403],
  ['2D000', 500],
  ['38000', 500],
  ['39000', 500],
  ['3B000', 500],
  ['40001', 500],
  ['53400', 500],
  ['53100', 503],
  ['54000', 500],
  ['55000', 500],
  ['57P01', 503],
  ['57014', 500],
  ['58000', 500],
  ['F0000', 500],
  ['HV000', 500],
  ['P0001', 400],
  ['P0002', 500],
  ['XX000', 500],
  ['42883', 404],
  ['42883', 406, 'function xmlagg(integer) does not exist'],
  ['42P01', 404],
  ['42P17', 500],
  ['PT418', 418],
  ['22P02', 400],
  ['23502', 400],
  ['23514', 400],
  ['42703', 400],
];

describe('SQLSTATE → HTTP status', () => {
  it.each(CASES)('%s answers %i (%s)', async (code, status, message = 'chyba') => {
    const result = await stack.client().rpc('raise_state', { code, message });
    expect(result.status).toBe(status);
    expect(result.error).toMatchObject({ code, message });
  });

  it('42501 is 401 for anon and 403 for any other role, with WWW-Authenticate on the 401', async () => {
    const anon = await fetch(`${stack.url}/rest/v1/rpc/raise_state`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ code: '42501' }),
    });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
    expect((await stack.client(stack.anonKey, user).rpc('raise_state', { code: '42501' })).status).toBe(403);
  });
});
