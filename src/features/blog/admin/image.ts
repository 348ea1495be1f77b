import { imageFileProblem, uniqueImagePath } from '@/lib/storage-image';
import { postAdminMessages } from './messages';

/** Post images go to the public bucket blog-images, which takes images up to 5 MB. */
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
