import { imageFileProblem, uploadPublicImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { clubMessages } from './messages';

/** Spec §5/§9: club logos are images of at most 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_BUCKET = 'club-assets';

/** Why a file cannot be a logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, { maxBytes: LOGO_MAX_BYTES, messages: clubMessages.logoFile });
}

/** Spec §7: logo path club-logos/logo-{timestamp}; uploaded with upsert, cached an hour; returns the public URL. */
export async function uploadClubLogo(client: TypedSupabaseClient, file: File, now = Date.now()): Promise<string> {
  const problem = logoFileProblem(file);
  if (problem) throw new Error(problem);
  return uploadPublicImage(client, LOGO_BUCKET, `club-logos/logo-${now}`, file, { upsert: true, cacheControl: '3600' });
}
