import { fetchJson } from './api/fetch-json';
import type { PublicCacheTag } from './public-cache-tags';

/**
 * After a save from the browser: drop the cached public pages that show this data. The request is
 * `keepalive`: the success toast comes first, and when the admin then leaves the page at once (a
 * full load, closing the tab) the browser cancels the page's requests still on their way (a
 * journey's trace showed this one as net::ERR_ABORTED); the public pages could then stay stale
 * until they expire.
 */
export async function revalidatePublicData(tags: PublicCacheTag[]): Promise<void> {
  await fetchJson('/api/revalidate', { method: 'POST', keepalive: true, body: JSON.stringify({ tags }) });
}
