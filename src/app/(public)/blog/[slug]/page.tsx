import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PostCard } from '@/features/blog/components/post-card';
import { PostBody } from '@/features/blog/components/post-body';
import { PostHtml } from '@/features/blog/components/post-html';
import { sanitizePostHtmlOnServer } from '@/lib/sanitize-html-server';
import { postExcerpt } from '@/features/blog/search';
import { JsonLd } from '@/components/json-ld';
import { newsArticleJsonLd } from '@/features/blog/structured-data';
import { SITE_NAME, siteAlternates } from '@/lib/site-identity';
import { siteUrl } from '@/lib/site-url';
import { findPost } from './find-post';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/public-cache-params';

/** Three related posts of the same category. */
const RELATED_POSTS = 3;

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { post } = await findPost((await params).slug);
  if (!post) return { title: 'Článek nebyl nalezen' };
  const description = postExcerpt(post);
  const path = `/blog/${post.slug}`;
  const article = { type: 'article', locale: 'cs_CZ', siteName: SITE_NAME, title: post.title, description, url: path, publishedTime: post.published_at } as const;
  return {
    title: post.title,
    description,
    alternates: siteAlternates(path),
    // A post's own picture, or (without `images`) the card of this route's opengraph-image.tsx.
    openGraph: post.image_url ? { ...article, images: [post.image_url] } : article,
  };
}

/** /blog/{slug}: the post, sanitised, with related posts and its match. */
export default async function PostPage({ params }: PostPageProps) {
  const { post, posts } = await findPost((await params).slug);
  if (!post) notFound();
  const url = `${siteUrl()}/blog/${post.slug}`;
  const structuredData = newsArticleJsonLd(post, { url, imageUrl: post.image_url ?? `${siteUrl()}/opengraph-image`, siteName: SITE_NAME, description: postExcerpt(post) });
  const related = post.category_id ? posts.filter((other) => other.category_id === post.category_id && other.id !== post.id).slice(0, RELATED_POSTS) : [];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <JsonLd data={structuredData} />
      <nav aria-label="Drobečková navigace" className="text-sm text-default-500">
        <Link href="/blog" className="hover:underline">
          Novinky
        </Link>
      </nav>
      <PostBody post={post} content={<PostHtml html={sanitizePostHtmlOnServer(post.content)} text={post.content} />} />
      {post.match_id ? (
        <Link href={`/matches/${post.match_id}`} className="self-start font-medium text-primary hover:underline">
          Detail zápasu →
        </Link>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="related" className="flex flex-col gap-3 border-t border-divider pt-6">
          <h2 id="related" className="text-xl font-semibold">
            Související články
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <PostCard post={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
