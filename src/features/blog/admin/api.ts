import type { PostgrestError } from '@supabase/supabase-js';
import { removeReplacedImage, uploadPublicImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { POST_IMAGE_BUCKET, postImagePath, postImageProblem } from './image';
import { postAdminMessages } from './messages';
import type { TPostInput } from './schema';

export type AdminPost = Tables<'blog_posts'>;
/** A list row carries its category's name, embedded in the same request (no second query to wait for). */
export type AdminPostRow = AdminPost & { category: { name: string } | null };

/** The slug's unique constraint answered 23505: the Czech reason, keeping the code for lib/errors. */
export class PostSlugTakenError extends Error {
  readonly code = '23505';
  constructor() {
    super(postAdminMessages.slugTaken);
    this.name = 'PostSlugTakenError';
  }
}

function throwSaveError(error: PostgrestError): never {
  if (error.code === '23505') throw new PostSlugTakenError();
  throw error;
}

/** Every post, drafts and archived too (RLS shows them to admins only), newest first. */
export async function listAdminPosts(client: TypedSupabaseClient): Promise<AdminPostRow[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('*, category:categories(name)')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * The author defaults to the signed-in admin; published_at is set by a trigger on publishing.
 * Under the id the editor made for it: a retried request inserts nothing, and the post
 * is read back by id, since an ignored duplicate returns no row.
 */
export async function createPost(client: TypedSupabaseClient, id: string, post: TPostInput): Promise<AdminPost> {
  const { error } = await client.from('blog_posts').upsert({ ...post, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throwSaveError(error);
  const { data, error: readError } = await client.from('blog_posts').select('*').eq('id', id).single();
  if (readError) throw readError;
  return data;
}

/** Saves the post; the image it no longer shows is removed from storage afterwards. */
export async function updatePost(client: TypedSupabaseClient, id: string, post: TPostInput): Promise<AdminPost> {
  const previous = await client.from('blog_posts').select('image_url').eq('id', id).maybeSingle();
  if (previous.error) throw previous.error;
  const { data, error } = await client.from('blog_posts').update(post).eq('id', id).select('*').single();
  if (error) throwSaveError(error);
  await removeReplacedImage(client, POST_IMAGE_BUCKET, previous.data?.image_url, data.image_url);
  return data;
}

/** Row first, then its image: a failed removal leaves an orphaned file, never a post without its image. */
export async function deletePost(client: TypedSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('blog_posts').delete().eq('id', id).select('image_url');
  if (error) throw error;
  for (const deleted of data) await removeReplacedImage(client, POST_IMAGE_BUCKET, deleted.image_url, null);
}

/** Uploads under a generated unique name and returns the public URL. */
export async function uploadPostImage(client: TypedSupabaseClient, file: File): Promise<string> {
  const problem = postImageProblem(file);
  if (problem) throw new Error(problem);
  return uploadPublicImage(client, POST_IMAGE_BUCKET, postImagePath(file), file, { cacheControl: '3600' });
}
