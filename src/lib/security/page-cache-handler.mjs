// Next's file-system page cache, minus every entry written before this server started, plus each
// cached page's own Content-Security-Policy. `next build` prerenders the public pages without a
// database (CI builds with no stack running), so a build-time page must never be served, not even
// once as a stale copy; the first visitor after a start gets a fresh render, later visitors that
// cached copy until a save revalidates it. The same holds for data cached by a previous run.
// A page
// served from the full-route cache was rendered without a request, so it carries no nonce; its
// policy lists the hashes of exactly the inline scripts of its HTML instead. Next sends a cached
// entry's headers with the page (a build's prerendered `.meta` files and every later render).
// Plain JavaScript: next.config's `cacheHandler` is imported by Node at run time, not bundled.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { inlineScriptHashes } from './inline-script-hashes.mjs';

// A CommonJS module: Node hands over its exports object, bundlers (the tests) its default export.
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const CSP_HEADER = 'content-security-policy';

/** Adds the hash-based policy to a cached page entry that has none (a build's prerender). */
export async function withPagePolicy(value, supabaseUrl) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.headers?.[CSP_HEADER]) return value;
  const policy = contentSecurityPolicy({ supabaseUrl, scripts: { hashes: await inlineScriptHashes(value.html) } });
  // Mutated in place: on a cache miss Next serves the very object it stored.
  value.headers = { ...value.headers, [CSP_HEADER]: policy };
  return value;
}

let hasReportedMissingUrl = false;

/**
 * The Supabase URL the policy allows, read at run time (this module is not bundled). Without it a
 * cache read throws and Next renders every public page per request with no other sign, so the
 * server says so once.
 */
function supabaseUrl() {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (url) return url;
  if (!hasReportedMissingUrl) {
    hasReportedMissingUrl = true;
    console.error('NEXT_PUBLIC_SUPABASE_URL is not set for the server: public pages cannot be served from the cache.');
  }
  throw new Error('NEXT_PUBLIC_SUPABASE_URL is not set');
}

const startedAt = Date.now();

export default class PageCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (!entry || entry.lastModified < startedAt) return null;
    if (entry.value) await withPagePolicy(entry.value, supabaseUrl());
    return entry;
  }

  async set(key, data, ctx) {
    if (data) await withPagePolicy(data, supabaseUrl());
    return super.set(key, data, ctx);
  }
}
