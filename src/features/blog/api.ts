import { rowsOrNoneIfTableMissing } from '@/lib/load-errors';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface PublishedPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  image_url: string | null;
  published_at: string;
  tags: string[];
  category_id: string | null;
  match_id: string | null;
}

const POST_SELECT = 'id, title, slug, excerpt, content, image_url, published_at, tags, category_id, match_id';

/** Published posts, newest first (RLS shows anon nothing else; the filter says so too). */
export async function getPublishedPosts(client: TypedSupabaseClient): Promise<PublishedPost[]> {
  // A club without the posts table yet shows no posts rather than an error.
  const posts = rowsOrNoneIfTableMissing(await client.from('blog_posts').select(POST_SELECT).eq('status', 'published').order('published_at', { ascending: false }));
  return posts.flatMap((post) => (post.published_at ? [{ ...post, published_at: post.published_at }] : []));
}
