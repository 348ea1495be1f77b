import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { postAdminMessages } from './messages';

/** Spec §7: post images go to the public bucket blog-images, which takes images up to 5 MB. */
export const POST_IMAGE_BUCKET = 'blog-images';
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a post image, or null when it can. */
export function postImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return postAdminMessages.imageNotImage;
  if (file.size > POST_IMAGE_MAX_BYTES) return postAdminMessages.imageTooLarge;
  return null;
}

/** A name no other upload takes: posts/{timestamp}-{random}.{ext}; the extension from the file name, else its type. */
export function postImagePath(file: Pick<File, 'name' | 'type'>, now = Date.now(), random = Math.random()): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1];
  const extension = (fromName ?? fromType ?? 'img').toLowerCase();
  return `posts/${now}-${random.toString(36).slice(2, 10)}.${extension}`;
}

/** Spec §7: uploads under a generated unique name and returns the public URL. */
export async function uploadPostImage(client: TypedSupabaseClient, file: File): Promise<string> {
  const problem = postImageProblem(file);
  if (problem) throw new Error(problem);
  const path = postImagePath(file);
  const { error } = await client.storage
    .from(POST_IMAGE_BUCKET)
    .upload(path, file, { cacheControl: '3600', contentType: file.type });
  if (error) throw error;
  return client.storage.from(POST_IMAGE_BUCKET).getPublicUrl(path).data.publicUrl;
}
