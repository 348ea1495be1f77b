import type { MetadataRoute } from 'next';
import { readPublishedPosts } from '@/features/blog/cached';
import { readVisiblePages } from '@/features/club-config/cached';
import { siteUrl } from '@/lib/site-url';

// Built from the database on request (there is none at build time), from cached reads.
export const dynamic = 'force-dynamic';

/** The visible public pages and the published posts (hidden pages stay out). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [pages, posts] = await Promise.all([readVisiblePages(), readPublishedPosts()]);
  const routes = pages.filter((page) => page.page_route.startsWith('/') && page.page_route !== '/login').map((page) => page.page_route);
  return [
    ...[...new Set(['/', ...routes])].map((route) => ({ url: `${base}${route === '/' ? '' : route}`, changeFrequency: 'weekly' as const })),
    ...posts.map((post) => ({ url: `${base}/blog/${post.slug}`, lastModified: post.published_at })),
  ];
}
