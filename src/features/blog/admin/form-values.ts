import type { AdminPost } from './api';
import { POST_STATUSES, type PostStatus } from './messages';
import type { TPostFormValues } from './schema';

function isPostStatus(value: string): value is PostStatus {
  return (POST_STATUSES as string[]).includes(value);
}

/** The form's text values for a stored post, or the empty form of a new draft. */
export function postFormValues(post: AdminPost | null): TPostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    tags: post?.tags.join(', ') ?? '',
    category_id: post?.category_id ?? '',
    match_id: post?.match_id ?? '',
    image_url: post?.image_url ?? '',
    status: post && isPostStatus(post.status) ? post.status : 'draft',
  };
}
