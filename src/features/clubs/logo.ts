import { imageFileProblem } from '@/lib/storage-image';
import { clubMessages } from './messages';

/** Club logos are images of at most 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_BUCKET = 'club-assets';

/** Why a file cannot be a logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, { maxBytes: LOGO_MAX_BYTES, messages: clubMessages.logoFile });
}
