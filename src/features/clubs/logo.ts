import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { clubMessages } from './messages';

/** Spec §5/§9: club logos are images of at most 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_BUCKET = 'club-assets';

/** Why a file cannot be a logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return clubMessages.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return clubMessages.logoTooLarge;
  return null;
}

/** Spec §7: logo path club-logos/logo-{timestamp}; uploaded with upsert, cached an hour; returns the public URL. */
export async function uploadClubLogo(client: TypedSupabaseClient, file: File, now = Date.now()): Promise<string> {
  const problem = logoFileProblem(file);
  if (problem) throw new Error(problem);
  const path = `club-logos/logo-${now}`;
  const { error } = await client.storage.from(LOGO_BUCKET).upload(path, file, { upsert: true, cacheControl: '3600', contentType: file.type });
  if (error) throw error;
  return client.storage.from(LOGO_BUCKET).getPublicUrl(path).data.publicUrl;
}
