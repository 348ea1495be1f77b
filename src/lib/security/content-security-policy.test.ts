import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_POLICY, isRenderedPerRequest, STATIC_SECURITY_HEADERS } from '../security-headers';
import { contentSecurityPolicy, createNonce } from './content-security-policy.mjs';
import { inlineScriptHashes } from './inline-script-hashes.mjs';
import { withPagePolicy } from './page-cache-handler.mjs';

const SUPABASE = 'https://abc.supabase.co';
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce (and what they load), never inline or eval in production', () => {
    const script = directives(contentSecurityPolicy({ supabaseUrl: SUPABASE, scripts: { nonce: 'abc123' } })).get('script-src');
    expect(script).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
  });

  it('lists the hashes for a cached page, besides same-origin chunks', () => {
    const script = directives(contentSecurityPolicy({ supabaseUrl: SUPABASE, scripts: { hashes: ['sha256-A', 'sha256-B'] } })).get('script-src');
    expect(script).toEqual(["'self'", "'sha256-A'", "'sha256-B'"]);
  });

  it('allows eval only in development', () => {
    const policy = contentSecurityPolicy({ supabaseUrl: SUPABASE, scripts: { nonce: 'n' }, isDev: true });
    expect(directives(policy).get('script-src')).toContain("'unsafe-eval'");
  });

  it('names Supabase for data and images, YouTube thumbnails, and forbids framing and plugins', () => {
    const policy = directives(contentSecurityPolicy({ supabaseUrl: `${SUPABASE}/`, scripts: { nonce: 'n' } }));
    expect(policy.get('connect-src')).toEqual(["'self'", SUPABASE]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining([SUPABASE, 'https://i.ytimg.com']));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('makes a new nonce for every response', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, once, and skips external scripts and data blocks', async () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script nonce="x">(function(){document.documentElement.classList.add("dark")})()</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('');
    expect(await inlineScriptHashes(html)).toEqual([
      sha256('self.__next_f.push([1,"a"])'),
      sha256('(function(){document.documentElement.classList.add("dark")})()'),
    ]);
  });

  it('hashes the UTF-8 bytes of Czech text, as browsers do', async () => {
    expect(await inlineScriptHashes('<script>self.__next_f.push("Zápasy")</script>')).toEqual([sha256('self.__next_f.push("Zápasy")')]);
  });
});

describe('withPagePolicy', () => {
  it("gives a cached page a policy of its own scripts' hashes and keeps its other headers", async () => {
    const entry = { kind: 'APP_PAGE', html: '<p>x</p><script>go()</script>', headers: { 'x-next-cache-tags': 't' } };
    await withPagePolicy(entry, SUPABASE);
    expect(entry.headers['x-next-cache-tags']).toBe('t');
    expect(directives(String(entry.headers['content-security-policy' as 'x-next-cache-tags'])).get('script-src')).toEqual([
      "'self'",
      `'${sha256('go()')}'`,
    ]);
  });

  it('leaves route handler bodies alone', async () => {
    const entry = { kind: 'APP_ROUTE', headers: {} };
    await withPagePolicy(entry, SUPABASE);
    expect(entry.headers).toEqual({});
  });
});

describe('route scopes and static headers', () => {
  it('renders portals, betting, sign-in and the API per request; the public site from the cache', () => {
    for (const path of ['/admin', '/admin/members', '/coaches/lineups', '/betting', '/login', '/reset-password', '/api/log-login']) {
      expect(isRenderedPerRequest(path)).toBe(true);
    }
    for (const path of ['/', '/matches', '/blog/some-post', '/administrace', '/loginx']) expect(isRenderedPerRequest(path)).toBe(false);
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends nosniff, the referrer policy and a permissions policy that denies devices', () => {
    const headers = new Map(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('Permissions-Policy')).toContain('geolocation=()');
  });
});
