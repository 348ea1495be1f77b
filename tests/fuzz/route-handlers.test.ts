import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES, type Handler, type HandlerDeps } from '@/lib/api/define-handler';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser, type AppRole } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';
import { findRoutes, GENERIC_BODIES, HOSTILE_PARAMS, HOSTILE_QUERIES, hostileVariants, METHODS, sampleBodies, VALID_PARAMS, type Method, type Route } from './route-cases';
import { installChangeJournal } from './change-journal';

// A route file binds its handler to Next (session cookies, next/cache); here each handler is called
// with the test's own clients, as the feature tests do.
vi.mock('@/lib/api/next-route', () => ({ nextRoute: (handler: unknown) => handler }));

/**
 * Every route handler under src/app/api × its methods × hostile path
 * values, query strings and bodies × every role. No answer is a 5xx, none carries a stack trace or
 * SQL text, every refusal is `{error}` in Czech, and a refused request changes no row.
 */
const routes = findRoutes(resolve(import.meta.dirname, '../../src/app/api'));
const handlers = await Promise.all(
  routes.map(async (route) => {
    const exports = (await import(route.file)) as Partial<Record<Method, Handler>>;
    return { route, methods: METHODS.flatMap((method) => (exports[method] ? [{ method, handler: exports[method] }] : [])) };
  }),
);

const ROLES = ['anon', 'member', 'coach', 'admin'] as const;
type Role = (typeof ROLES)[number];

const STACK_TRACE = /\n\s+at |\bat [\w$.<>]+ \(.*:\d+:\d+\)|node_modules|\.tsx?:\d+/;
const SQL_TEXT = /\b(select|insert into|update|delete from|drop table)\b.*\b(from|set|where|values)\b|violates|constraint|relation "|column "|syntax error|sqlstate|pgrst|postgres|pglite|duplicate key|invalid input/i;

interface Attempt {
  label: string;
  params: Record<string, string>;
  query?: string;
  body?: string;
}

let stack: TestStack;
let callers: Record<Role, TypedSupabaseClient>;
let samples: Record<string, Record<string, unknown>>;
let rowsWritten: () => Promise<number>;

beforeAll(async () => {
  stack = await startTestStack('app');
  const roleOf: Record<Exclude<Role, 'anon'>, AppRole> = { member: 'member', coach: 'coach', admin: 'admin' };
  callers = {
    anon: stack.client() as TypedSupabaseClient,
    member: await signedIn(stack, await seedUser(stack, { role: roleOf.member })),
    coach: await signedIn(stack, await seedUser(stack, { role: roleOf.coach })),
    admin: await signedIn(stack, await seedUser(stack, { role: roleOf.admin })),
  };
  const page = await stack.db.query<{ id: string }>('select id from public.page_visibility order by sort_order limit 1');
  samples = sampleBodies(page.rows[0]?.id ?? '');
  rowsWritten = await installChangeJournal(stack.db);
});
afterAll(async () => {
  await stack.stop();
});

const hasBody = (method: Method) => method !== 'GET' && method !== 'DELETE';

/** The first valid value of each dynamic segment (or a hostile one for a segment the suite does not know). */
function defaultParams(route: Route): Record<string, string> {
  return Object.fromEntries(route.params.map((name) => [name, VALID_PARAMS[name]?.[0] ?? HOSTILE_PARAMS[0] ?? '']));
}

function attemptsFor(route: Route, method: Method, full: boolean): Attempt[] {
  const params = defaultParams(route);
  const sample = samples[route.pattern];
  const sampleBody = hasBody(method) ? JSON.stringify(sample ?? {}) : undefined;
  const attempts: Attempt[] = [{ label: 'sample', params, body: sampleBody }];
  const bodies = hasBody(method) ? { ...GENERIC_BODIES, ...(sample ? hostileVariants(sample) : {}) } : {};
  if (!full) {
    // A caller refused before any input is read: the refusal must not depend on the input.
    for (const label of ['5 MB', '__proto__ key', 'invalid JSON'] as const) if (hasBody(method)) attempts.push({ label, params, body: GENERIC_BODIES[label] });
    attempts.push({ label: 'query: inherited names', params, query: HOSTILE_QUERIES['inherited names'], body: sampleBody });
    return attempts;
  }
  for (const [label, body] of Object.entries(bodies)) attempts.push({ label: `body: ${label}`, params, body });
  for (const [label, query] of Object.entries(HOSTILE_QUERIES)) attempts.push({ label: `query: ${label}`, params, query, body: sampleBody });
  for (const name of route.params) {
    for (const value of [...(VALID_PARAMS[name] ?? []).slice(1), ...HOSTILE_PARAMS]) {
      attempts.push({ label: `[${name}] = ${JSON.stringify(value.slice(0, 40))}`, params: { ...params, [name]: value }, body: sampleBody });
    }
  }
  return attempts;
}

function request(route: Route, method: Method, attempt: Attempt): Request {
  // The URL is only what a log would show (the handler gets the params decoded, as Next gives them).
  const path = route.pattern.replace(/\[(.+?)\]/g, (_, name: string) => attempt.params[name] ?? '');
  return new Request(`http://localhost/api/${path}${attempt.query ? `?${attempt.query}` : ''}`, { method, body: attempt.body });
}

/** What one request did besides its answer: whether rows changed, and the cache tags it revalidated. */
interface Effects {
  changed: boolean;
  revalidated: string[];
}

/** What is wrong with one answer, if anything. */
async function problemsOf(response: Response, oversized: boolean, { changed, revalidated }: Effects): Promise<string[]> {
  const text = await response.text();
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  if (STACK_TRACE.test(text)) problems.push('carries a stack trace');
  // Each revalidation empties a cached page set: one request never asks for the same tag twice.
  if (new Set(revalidated).size < revalidated.length) problems.push(`revalidated ${revalidated.length} tags, some twice`);
  if (response.status < 400) {
    if (oversized) problems.push(`took a body over ${MAX_BODY_BYTES} bytes`);
    return problems;
  }
  if (changed) problems.push(`refused with ${response.status} yet changed rows`);
  if (revalidated.length > 0) problems.push(`refused with ${response.status} yet revalidated ${revalidated.join(', ')}`);
  const body: unknown = JSON.parse(text);
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  if (typeof error !== 'string') problems.push(`refusal is not {error}: ${text.slice(0, 100)}`);
  else if (SQL_TEXT.test(error)) problems.push(`refusal shows SQL text: ${error.slice(0, 100)}`);
  return problems;
}

describe.each(handlers.flatMap(({ route, methods }) => methods.map(({ method, handler }) => ({ name: `${method} /api/${route.pattern}`, route, method, handler }))))(
  '$name',
  ({ route, method, handler }) => {
    it.each(ROLES)('as %s: no 5xx, no internals, no change by a refusal', async (role) => {
      let revalidated: string[] = [];
      const deps: HandlerDeps = { caller: callers[role], service: () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient, revalidate: (tag) => revalidated.push(tag) };
      const send = (attempt: Attempt) => {
        revalidated = [];
        return handler(request(route, method, attempt), deps, attempt.params);
      };
      const probe = await send({ label: 'sample', params: defaultParams(route), body: hasBody(method) ? JSON.stringify(samples[route.pattern] ?? {}) : undefined });
      const refusedAtTheDoor = probe.status === 401 || probe.status === 403;
      const found: string[] = [];
      let before = await rowsWritten();
      for (const attempt of attemptsFor(route, method, !refusedAtTheDoor)) {
        const response = await send(attempt);
        const after = await rowsWritten();
        for (const problem of await problemsOf(response, new TextEncoder().encode(attempt.body).length > MAX_BODY_BYTES, { changed: after !== before, revalidated })) found.push(`${attempt.label}: ${problem}`);
        before = after;
      }
      expect(found).toEqual([]);
    });
  },
);

it('finds every route handler under src/app/api', () => {
  expect(handlers.map(({ route, methods }) => `${route.pattern} ${methods.map(({ method }) => method).join(',')}`)).toEqual(
    expect.arrayContaining(['club-config GET,PUT', 'sponsorship/[kind] GET,POST', 'sponsorship/[kind]/[id] PUT,DELETE', 'users/[id]/blocked PUT']),
  );
});

it('the change journal counts a write made through the API and none refused by the database', async () => {
  const before = await rowsWritten();
  await callers.admin.from('media_partners').insert({ name: 'Rádio' });
  await callers.admin.from('media_partners').insert({ name: 'Rádio', website_url: 'javascript:alert(1)' });
  expect(await rowsWritten()).toBe(before + 1);
});
