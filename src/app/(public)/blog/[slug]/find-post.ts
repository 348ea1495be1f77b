import { readPublishedPosts } from '@/features/blog/cached';
import { postLoadErrorMessage } from '@/features/blog/load-error';
import { publicLoadError } from '@/lib/public-load-error';

/** The published post of a /blog/{slug} URL (null if none), with all posts for the related ones. */
export async function findPost(slug: string) {
  // Read through all posts, yet what fails here is this post's load ('Chyba při načítání článku: …').
  const posts = await readPublishedPosts().catch((error: unknown) => {
    throw publicLoadError(error, postLoadErrorMessage);
  });
  return { post: posts.find((candidate) => candidate.slug === slug) ?? null, posts };
}
