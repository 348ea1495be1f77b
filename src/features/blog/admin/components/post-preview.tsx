import { PostBody } from '@/features/blog/components/post-body';
import { PostContent } from '@/features/blog/components/post-content';
import type { TPostFormValues } from '../schema';

/** The post as /blog/{slug} will show it; a post not yet published is dated today, as publishing would. */
export function PostPreview({ values, publishedAt }: { values: TPostFormValues; publishedAt: string | null }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-2">
      <PostBody
        post={{
          title: values.title || 'Bez názvu',
          published_at: publishedAt ?? new Date().toISOString(),
          image_url: values.image_url || null,
        }}
        content={<PostContent content={values.content} />}
      />
    </article>
  );
}
