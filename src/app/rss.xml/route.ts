import { readPublishedPosts } from '@/features/blog/cached';
import { readClubConfig } from '@/features/club-config/cached';
import { buildRssFeed } from '@/features/blog/rss';
import { siteUrl } from '@/lib/site-url';

// Built from the database on request (there is none at build time), from cached reads.
export const dynamic = 'force-dynamic';

/** GET /rss.xml: the published posts for feed readers. */
export async function GET() {
  const [config, posts] = await Promise.all([readClubConfig(), readPublishedPosts()]);
  const body = buildRssFeed({ title: config?.club_name ?? 'Národní házená', siteUrl: siteUrl(), posts });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=900' } });
}
