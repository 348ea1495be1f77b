import type { Metadata } from 'next';
import { BlogScreen, blogMetadata } from '../../blog-screen';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/public-cache-params';

interface BlogPageProps {
  params: Promise<{ page: string }>;
}

export const metadata: Metadata = blogMetadata;

/** /blog?page=N (rewritten here by next.config): page N of the posts, from the full-route cache. */
export default async function BlogListPage({ params }: BlogPageProps) {
  return <BlogScreen query="" page={Number((await params).page) || 1} />;
}
