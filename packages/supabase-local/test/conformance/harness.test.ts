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
