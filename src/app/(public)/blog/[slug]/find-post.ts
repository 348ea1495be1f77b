import { readPublishedPosts } from '@/features/blog/cached';

/** The published post of a /blog/{slug} URL (null if none), with all posts for the related ones. */
export async function findPost(slug: string) {
  const posts = await readPublishedPosts();
  return { post: posts.find((candidate) => candidate.slug === slug) ?? null, posts };
}
