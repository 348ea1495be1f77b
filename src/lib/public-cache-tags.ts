import { z } from 'zod';

/**
 * What public pages cache, by the data an admin changes. A save revalidates its tags, so the
 * next visitor sees the new data (never a stale result after a save).
 */
export const PUBLIC_CACHE_TAGS = ['matches', 'standings', 'club', 'posts', 'pages', 'partners', 'gallery'] as const;
export type PublicCacheTag = (typeof PUBLIC_CACHE_TAGS)[number];

/** At most each tag once: a longer list names one twice, and each tag costs a cache revalidation. */
export const ZRevalidateBody = z.object({
  tags: z
    .array(z.enum(PUBLIC_CACHE_TAGS, { message: 'Neznámý druh dat' }))
    .min(1, 'Chybí druh dat k obnovení')
    .max(PUBLIC_CACHE_TAGS.length, 'Příliš mnoho druhů dat k obnovení')
    .transform((tags) => [...new Set(tags)]),
});
