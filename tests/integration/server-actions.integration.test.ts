import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bettingLogin } from '@/features/betting/actions';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { SEEDED_USER_PASSWORD, seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

// The action's server client reads the request's cookies through next/headers; here it is a
// client of the local stack, so Auth answers for real.
const server = vi.hoisted(() => ({ client: null as TypedSupabaseClient | null }));
vi.mock('@/lib/supabase/server', () => ({ getSupabaseServerClient: () => Promise.resolve(server.client) }));

/**
 * A server-action request our pages never send — from another site, with a body React
 * cannot decode, or a form post — is refused by the middleware with a 4xx before Next's action
 * handler (which answers it with a 500); the action itself answers malformed credentials with
 * `{success: false}`, never a throw.
 */
let stack: TestStack;
let bettor: SeededUser;
let middleware: (request: NextRequest) => Promise<Response>;
let config: Parameters<typeof unstable_doesMiddlewareMatch>[0]['config'];

beforeAll(async () => {
  stack = await startTestStack('app');
  bettor = await seedUser(stack);
  server.client = stack.client() as TypedSupabaseClient;
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', stack.url);
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY', stack.anonKey);
  ({ middleware, config } = await import('../../middleware'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await stack.stop();
});

/** An action id as Next's client sends it (42 hex digits); which action does not matter before Next looks it up. */
const ACTION_ID = `40${'a'.repeat(40)}`;
const SAME_SITE = { host: 'klub.example', origin: 'https://klub.example' };

function actionPost(path: string, body: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`https://klub.example${path}`, {
    method: 'POST',
    body,
    headers: { 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8', ...SAME_SITE, ...headers },
  });
}

async function answer(request: NextRequest) {
  const response = await middleware(request);
  return { status: response.status, error: response.status >= 400 ? ((await response.json()) as { error: string }).error : undefined };
}

const goesOn = { status: 200, error: undefined };

describe('the middleware runs for a server action posted to any page', () => {
  it.each(['/', '/betting/login', '/matches/abc', '/news'])('POST %s with Next-Action', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path, headers: { 'next-action': ACTION_ID } })).toBe(true);
  });

  it('POST / as a form (no script)', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/', headers: { 'content-type': 'multipart/form-data; boundary=x' } })).toBe(true);
  });

  it('but not for a public page without either', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/', headers: {} })).toBe(false);
  });
});

describe('a server-action request our pages send goes on to the action', () => {
  it.each([
    ['the login', '/betting/login', JSON.stringify(['sazkar@svinov.local', 'heslo'])],
    ['the logout (no arguments)', '/betting', '[]'],
    ['a literal $ and an undefined argument', '/', JSON.stringify(['$$5', '$undefined', { a: [1, null, true] }])],
  ])('%s', async (_, path, body) => {
    expect(await answer(actionPost(path, body))).toEqual(goesOn);
  });

  it('from the same host behind a proxy (X-Forwarded-Host), or with no Origin (no browser)', async () => {
    expect(await answer(actionPost('/', '[]', { host: '127.0.0.1:3000', 'x-forwarded-host': 'klub.example' }))).toEqual(goesOn);
    const request = actionPost('/', '[]');
    request.headers.delete('origin');
    expect(await answer(request)).toEqual(goesOn);
  });
});

describe('a server-action request our pages never send is refused before Next answers it with a 500', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same name', { origin: 'https://klub.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'not a url' }],
    ['a proxy naming another host', { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', origin: 'https://klub.example:1' }],
  ])('from %s: 403', async (_, headers) => {
    expect(await answer(actionPost('/betting/login', '["a@b.cz","x"]', headers))).toEqual({ status: 403, error: 'Požadavek z jiného webu byl odmítnut.' });
  });

  it.each([
    ['not JSON', '{not json'],
    ['empty', ''],
    ['a string, not an argument list', '"abc"'],
    ['a number', '42'],
    ['an object', '{}'],
    ['a reference to a missing part', '["$1"]'],
    ['a reference to a missing map', '["$Q1"]'],
    ['a temporary client reference', '["$T"]'],
    ['a blob reference', '["$B1"]'],
    ['a lone $', '["$"]'],
    ['a nested reference', '[{"a": ["$F1"]}]'],
    ['nesting 100 000 levels deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('a body that is %s: 400', async (_, body) => {
    expect(await answer(actionPost('/betting/login', body))).toEqual({ status: 400, error: 'Neplatný vstup.' });
  });

  it('a form post: 400', async () => {
    const form = new FormData();
    form.set('1_$ACTION_ID_x', '');
    const request = new NextRequest('https://klub.example/betting/login', { method: 'POST', body: form, headers: SAME_SITE });
    expect(await answer(request)).toEqual({ status: 400, error: 'Neplatný vstup.' });
  });

  it('a body over Next\'s 1 MB limit: 413', async () => {
    expect(await answer(actionPost('/', JSON.stringify(['x'.repeat(1024 * 1024)])))).toEqual({ status: 413, error: 'Požadavek je příliš velký.' });
  });

  it('a route handler is not a page: its POST is left to the handler', async () => {
    const request = new NextRequest('https://klub.example/api/revalidate', { method: 'POST', body: '{not json', headers: { 'next-action': ACTION_ID, origin: 'https://evil.example', host: 'klub.example' } });
    expect((await middleware(request)).status).toBe(200);
  });
});

describe('bettingLogin', () => {
  it('signs a bettor in', async () => {
    expect(await bettingLogin(bettor.email, SEEDED_USER_PASSWORD)).toEqual({ success: true });
  });

  it.each([
    ['a NUL byte in the e-mail', () => bettingLogin(`${bettor.email}\u0000`, SEEDED_USER_PASSWORD)],
    ['a lone surrogate in the e-mail', () => bettingLogin(`${bettor.email}\ud800`, SEEDED_USER_PASSWORD)],
    ['a NUL byte in the password', () => bettingLogin(bettor.email, `${SEEDED_USER_PASSWORD}\u0000`)],
    ['values that are not strings', () => (bettingLogin as (...args: unknown[]) => Promise<{ success: boolean }>)({ email: bettor.email }, ['x'])],
  ])('answers %s with {success: false}, not a throw', async (_, call) => {
    await expect(call()).resolves.toEqual({ success: false });
  });
});
