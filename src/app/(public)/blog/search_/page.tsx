import type { Metadata } from 'next';
import { BlogScreen, blogMetadata } from '../blog-screen';

export const metadata: Metadata = blogMetadata;

interface BlogSearchPageProps {
  searchParams: Promise<{ q?: string | string[]; page?: string | string[] }>;
}

/**
 * /blog?q=… (rewritten here by middleware.ts): a search is rendered per request, any text being
 * possible; it filters the cached list of posts, so it reads no database.
 */
export default async function BlogSearchPage({ searchParams }: BlogSearchPageProps) {
  const { q, page } = await searchParams;
  return <BlogScreen query={typeof q === 'string' ? q : ''} page={Number(typeof page === 'string' ? page : 1) || 1} />;
}
