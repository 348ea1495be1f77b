import Link from 'next/link';
import { formatLongDate } from '@/lib/format';
import type { PublishedPost } from '../api';
import { postExcerpt } from '../search';
import { PostImage } from './post-image';

export function PostCard({ post }: { post: PublishedPost }) {
  return (
    // Not prefetched: a list shows many cards, and each prefetch renders a post page.
    <Link
      href={`/blog/${post.slug}`}
      prefetch={false}
      className="flex h-full flex-col overflow-hidden rounded-large border border-divider bg-content1 transition hover:border-primary"
    >
      {post.image_url ? (
        <PostImage
          url={post.image_url}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading="lazy"
          className="aspect-video"
        />
      ) : null}
      <div className="flex flex-col gap-2 p-4">
        <time dateTime={post.published_at} className="text-xs text-default-500">
          {formatLongDate(post.published_at)}
        </time>
        <h3 className="text-lg font-semibold">{post.title}</h3>
        <p className="text-sm text-default-600">{postExcerpt(post)}</p>
      </div>
    </Link>
  );
}
