import { fetchJson } from './api/fetch-json';
import type { PublicCacheTag } from './public-cache-tags';

/** After a save from the browser: drop the cached public pages that show this data. */
export async function revalidatePublicData(tags: PublicCacheTag[]): Promise<void> {
  await fetchJson('/api/revalidate', { method: 'POST', body: JSON.stringify({ tags }) });
}
