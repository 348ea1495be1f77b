import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

describe('gateway', () => {
  it('refuses a request without an apikey with 401 and a JSON message', async () => {
    const response = await fetch(`${stack.url}/rest/v1/smoke`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers a CORS preflight echoing the requested headers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/smoke`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'apikey, x-client-info, prefer' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey, x-client-info, prefer');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('answers 404 for services outside the stack (realtime, functions)', async () => {
    const response = await fetch(`${stack.url}/functions/v1/hello`, { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(404);
  });
});

describe('supabase-js against the stack', () => {
  it('constructs an unmodified client', () => {
    expect(typeof stack.client().from).toBe('function');
  });
});

describe('the database engine', () => {
  it('hands every value over as Postgres text, arrays included, and booleans as booleans', async () => {
    const { rows } = await stack.db.query(
      `select 42::int4 as count, 9007199254740993::int8 as big, 1.50::numeric(4, 2) as amount,
              '2026-11-27'::date as day, true as yes, array['a', 'b c']::text[] as tags,
              array[1, 2]::int4[] as numbers`,
    );
    expect(rows).toEqual([
      { count: '42', big: '9007199254740993', amount: '1.50', day: '2026-11-27', yes: true, tags: '{a,"b c"}', numbers: '{1,2}' },
    ]);
  });
});
