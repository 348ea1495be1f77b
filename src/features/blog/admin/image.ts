import { imageFileProblem, uniqueImagePath, uploadPublicImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { postAdminMessages } from './messages';

/** Spec §7: post images go to the public bucket blog-images, which takes images up to 5 MB. */
export const POST_IMAGE_BUCKET = 'blog-images';
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be a post image, or null when it can. */
export function postImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, { maxBytes: POST_IMAGE_MAX_BYTES, messages: postAdminMessages.imageFile });
}

/** A name no other upload takes: posts/{timestamp}-{random}.{ext}. */
export function postImagePath(file: Pick<File, 'name' | 'type'>, now?: number, random?: () => number): string {
  return uniqueImagePath('posts', file, now, random);
}

/** Spec §7: uploads under a generated unique name and returns the public URL. */
export async function uploadPostImage(client: TypedSupabaseClient, file: File): Promise<string> {
  const problem = postImageProblem(file);
  if (problem) throw new Error(problem);
  return uploadPublicImage(client, POST_IMAGE_BUCKET, postImagePath(file), file, { cacheControl: '3600' });
}
