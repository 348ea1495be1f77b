import { formatLongDate } from '@/lib/format';
import type { PublishedPost } from '../api';
import type { ReactNode } from 'react';
import { PostImage } from './post-image';

type PostBodyProps = { post: Pick<PublishedPost, 'title' | 'published_at' | 'image_url'>; content: ReactNode };

/**
 * A post's title, date, image and text as /blog/{slug} shows them; the admin preview renders the
 * same around its own sanitising of the text.
 */
export function PostBody({ post, content }: PostBodyProps) {
  return (
    <>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{post.title}</h1>
        <time dateTime={post.published_at} className="text-default-500">
          {formatLongDate(post.published_at)}
        </time>
      </header>
      {post.image_url ? (
        <PostImage url={post.image_url} sizes="(min-width: 768px) 768px, 100vw" loading="eager" className="rounded-large" />
      ) : null}
      {content}
    </>
  );
}
