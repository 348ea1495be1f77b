import { createServerClient } from '@supabase/ssr';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/supabase/middleware';
import { SEEDED_USER_PASSWORD, seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/** The middleware's session refresh (src/lib/supabase/middleware.ts) against Auth of the local stack. */
let stack: TestStack;
let email: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  ({ email } = await seedUser(stack, { role: 'admin' }));
});
afterAll(async () => {
  await stack.stop();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The cookies a browser holds after signing in to the app (@supabase/ssr writes them). */
async function signedInCookies(): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const client = createServerClient(stack.url, stack.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: SEEDED_USER_PASSWORD });
  if (error) throw error;
  return jar;
}

/** A portal request with those cookies through the refresh; the Auth endpoints it called. */
async function refresh(cookies: Map<string, string>) {
  const authCalls: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/auth/v1/')) authCalls.push(`${url.pathname}${url.search}`);
    return realFetch(input, init);
  });
  const request = new NextRequest('http://localhost:3000/admin', {
    headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  const response = await refreshSession(request, { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey });
  return { request, response, authCalls };
}

describe('the session refresh on portal requests', () => {
  it('lets a request with a fresh session through without asking Auth and without a cookie', async () => {
    const cookies = await signedInCookies();
    const { response, authCalls } = await refresh(cookies);
    expect(authCalls).toEqual([]);
    expect(response.cookies.getAll()).toEqual([]);
  });

  it('renews an expired session with Auth, for the browser and for the page that renders the request', async () => {
    const cookies = await signedInCookies();
    // An hour and a minute later: the access token (an hour) has expired, the refresh token has not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const { request, response, authCalls } = await refresh(cookies);
    expect(authCalls).toEqual(['/auth/v1/token?grant_type=refresh_token']);
    const renewed = response.cookies.getAll();
    expect(renewed.length).toBeGreaterThan(0);
    for (const { name, value } of renewed) {
      expect(value).not.toBe(cookies.get(name));
      expect(request.cookies.get(name)?.value).toBe(value);
    }
  });
});
