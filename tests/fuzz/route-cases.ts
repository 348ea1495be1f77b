import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MAX_BODY_BYTES } from '@/lib/api/define-handler';

/**
 * The fuzz suite's inputs: every route handler found under src/app/api (so a new route is fuzzed
 * without being listed), and the hostile path values, query strings and bodies sent to it.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface Route {
  /** The route's path pattern under /api, e.g. `sponsorship/[kind]/[id]`. */
  pattern: string;
  file: string;
  /** Names of the dynamic segments, in order. */
  params: string[];
}

/** Every `route.ts` under the API directory, with its dynamic segments. */
export function findRoutes(apiDir: string): Route[] {
  return readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${sep}route.ts`) || file === 'route.ts')
    .map((file) => {
      const pattern = relative(apiDir, join(apiDir, file)).split(sep).slice(0, -1).join('/');
      const params = pattern.split('/').flatMap((segment) => /^\[(.+)\]$/.exec(segment)?.[1] ?? []);
      return { pattern, file: join(apiDir, file), params };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** 2.5 MB of UTF-8 a field: the 5 MB body holds two. */
const HALF_OF_5_MB = 'ž'.repeat(1.25 * 1024 * 1024);

/**
 * Text that must come back as data or a clean Czech refusal, never as a fault: SQL and HTML
 * injection, a `javascript:` link, right-to-left and zero-width marks, astral characters, an
 * inherited property name and a path traversal, all in one string so each field gets them at once.
 */
export const HOSTILE_TEXT = `'; drop table public.main_partners; -- ' or '1'='1 <script>alert(1)</script><img src=x onerror=alert(1)> javascript:alert(1) Ž🥅 \u202eRTL 𝕏 ﷽ \u200b\ufeff constructor ../../etc/passwd`;

/** Values of a dynamic path segment: inherited property names, payloads, text Postgres cannot store, a long one. */
export const HOSTILE_PARAMS = ['constructor', '__proto__', 'toString', "1' or '1'='1", '<script>', 'a\u0000b', 'a\ud800b', 'x'.repeat(5000)];

/** Query strings: wrong types, payloads and inherited names in every parameter the routes read. */
export const HOSTILE_QUERIES: Record<string, string> = {
  'wrong types': 'page=-1&limit=99999999999999999999&includeLogs=yes&userId=42',
  sql: `userEmail=${encodeURIComponent("a@b.cz' or '1'='1")}&userId=${encodeURIComponent("' or 1=1--")}&includeLogs=true`,
  'inherited names': '__proto__=x&constructor=y&toString=z&hasOwnProperty=1',
  'NUL byte and unicode': `userEmail=a%00b%40c.cz&userId=${encodeURIComponent('ž🥅')}&includeLogs=true`,
};

/** More than any body a route takes, by a byte. */
const OVER_THE_BODY_LIMIT = 'x'.repeat(MAX_BODY_BYTES + 1);

/** Bodies every method with a body receives, whatever the route expects. */
export const GENERIC_BODIES: Record<string, string> = {
  empty: '',
  'invalid JSON': '{"name": ',
  'JSON null': 'null',
  'an array': '[1, "a", null]',
  'a number': '42',
  'wrong types': JSON.stringify({ id: 42, name: 42, club_name: [], blocked: 'yes', tags: 'club', is_visible: 'true', sort_order: 'abc', email: 1, status: null }),
  '5 MB': JSON.stringify({ name: HALF_OF_5_MB, club_name: HALF_OF_5_MB }),
  'deeply nested': `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'just over the body limit': JSON.stringify({ name: OVER_THE_BODY_LIMIT, club_name: OVER_THE_BODY_LIMIT, tags: ['club'] }),
  '200 000 tags': JSON.stringify({ tags: Array<string>(200_000).fill('club') }),
  'a tag named 1000 times': JSON.stringify({ tags: Array<string>(1000).fill('club') }),
  '__proto__ key': '{"__proto__": {"is_admin": true, "role": "admin"}, "name": "x", "club_name": "x"}',
  'constructor key': '{"constructor": {"prototype": {"polluted": true}}, "name": "x", "club_name": "x"}',
  'NUL in a key': '{"na\\u0000me": "x"}',
};

/**
 * A body each route accepts, per route pattern; the fuzz puts hostile text into its text fields,
 * so the payloads get past the schema into the feature's code and the database.
 * A route without one here still gets the generic bodies.
 */
export function sampleBodies(pageId: string): Record<string, Record<string, unknown>> {
  return {
    'club-config': { club_name: 'Klub', description: 'Popis', website_url: 'https://klub.cz' },
    'log-login': { email: 'fuzz@test.local', status: 'failed', action: 'login', reason: 'důvod', userAgent: 'prohlížeč' },
    'page-visibility': { id: pageId, page_title: 'Stránka' },
    revalidate: { tags: ['club'] },
    'sponsorship/[kind]': { name: 'Partner', description: 'Popis', website_url: 'https://partner.cz' },
    'sponsorship/[kind]/[id]': { name: 'Partner', description: 'Popis' },
    'users/[id]/blocked': { blocked: true },
  };
}

/**
 * Copies of the sample with one text field replaced by the hostile text, and with every text field
 * holding a NUL byte or a lone surrogate (which Postgres cannot store).
 */
export function hostileVariants(sample: Record<string, unknown>): Record<string, string> {
  const textFields = Object.keys(sample).filter((field) => typeof sample[field] === 'string');
  const everyField = (text: string) => JSON.stringify({ ...sample, ...Object.fromEntries(textFields.map((field) => [field, text])) });
  return {
    ...Object.fromEntries(textFields.map((field) => [`hostile text in ${field}`, JSON.stringify({ ...sample, [field]: HOSTILE_TEXT })])),
    'a NUL byte in every text field': everyField('a\u0000b'),
    'a lone surrogate in every text field': everyField('a\ud800b'),
  };
}

/** Values of the known dynamic segments that reach the feature's code (a new segment gets hostile values only). */
export const VALID_PARAMS: Record<string, string[]> = {
  kind: ['main-partners', 'business-partners', 'media-partners'],
  // The second is a UUID in upper case: the same record as in lower case, never a fault.
  id: ['00000000-0000-4000-8000-000000000000', 'A0000000-0000-4000-8000-00000000000B'],
};
