import type { Metadata } from 'next';
import { BlogScreen, blogMetadata } from '../../(public)/blog/blog-screen';

export const metadata: Metadata = blogMetadata;

interface BlogSearchPageProps {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * /blog?q=…: a search, rendered per request (any text is possible); it filters the cached
 * list of posts, so it reads no database. Every other form of /blog is rewritten by next.config
 * onto (public)/blog/page_/[page], from the full-route cache. This page reads its query, so the
 * client router never takes it for one static page shared by every query
 * (src/lib/public-cache-paths.ts); its group's layout lets its theme script run by the request's nonce.
 */
export default async function BlogSearchPage({ searchParams }: BlogSearchPageProps) {
  const { q, page } = await searchParams;
  return <BlogScreen query={first(q)?.trim() ?? ''} page={Number(first(page)) || 1} />;
}
