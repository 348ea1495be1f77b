// Next's own file-system cache, except that it forgets every entry written before this server
// started. `next build` prerenders the public pages without a database (CI builds with no stack
// running), so a build-time page must never be served, not even once as a stale copy; the first
// visitor after a start gets a fresh render, later visitors that cached copy until a save
// revalidates its tags. The same holds for data cached by a previous run: the database may have
// changed while the server was down.
// Plain JavaScript: Next loads `cacheHandler` at run time with Node's own loader.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default;
const startedAt = Date.now();

export default class FreshStartCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    return entry && entry.lastModified >= startedAt ? entry : null;
  }
}
