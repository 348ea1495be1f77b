import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PostCard } from '@/features/blog/components/post-card';
import { PostBody } from '@/features/blog/components/post-body';
import { PostHtml } from '@/features/blog/components/post-html';
import { sanitizePostHtmlOnServer } from '@/lib/sanitize-html-server';
import { postExcerpt } from '@/features/blog/search';
import { readPublishedPosts } from '@/features/blog/cached';

/** Spec §9: three related posts of the same category. */
const RELATED_POSTS = 3;

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

async function findPost(slug: string) {
  const posts = await readPublishedPosts();
  return { post: posts.find((candidate) => candidate.slug === slug) ?? null, posts };
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { post } = await findPost((await params).slug);
  if (!post) return { title: 'Článek nebyl nalezen' };
  const description = postExcerpt(post);
  const images = post.image_url ? [post.image_url] : undefined;
  return {
    title: post.title,
    description,
    openGraph: { type: 'article', title: post.title, description, publishedTime: post.published_at, images },
    twitter: { card: post.image_url ? 'summary_large_image' : 'summary', title: post.title, description, images },
  };
}

/** Spec §2 /blog/{slug}: the post, sanitised, with related posts and its match. */
export default async function PostPage({ params }: PostPageProps) {
  const { post, posts } = await findPost((await params).slug);
  if (!post) notFound();
  const related = post.category_id ? posts.filter((other) => other.category_id === post.category_id && other.id !== post.id).slice(0, RELATED_POSTS) : [];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
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
