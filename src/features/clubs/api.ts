import { uploadPublicImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { LOGO_BUCKET, logoFileProblem } from './logo';
import { removeUnusedLogo } from './logo-files';
import type { TClubForm } from './schema';

export type Club = Tables<'clubs'>;

/** The own club's id (is_own_club), or null before an admin has marked it. */
export async function getOwnClubId(client: TypedSupabaseClient): Promise<string | null> {
  const { data, error } = await client.from('clubs').select('id').eq('is_own_club', true).limit(1).maybeSingle();
  if (error) throw error;
  return data?.id ?? null;
}

/** Clubs ordered by name. */
export async function listClubs(client: TypedSupabaseClient): Promise<Club[]> {
  const { data, error } = await client.from('clubs').select('*').order('name');
  if (error) throw error;
  return data;
}

/** Under the id the form made for it, so a retried request changes nothing. */
export async function createClub(client: TypedSupabaseClient, id: string, club: TClubForm): Promise<void> {
  const { error } = await client.from('clubs').upsert({ ...club, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

/** Saves the club; the logo it no longer shows is removed from storage afterwards. */
export async function updateClub(client: TypedSupabaseClient, id: string, club: TClubForm): Promise<void> {
  const previous = await client.from('clubs').select('logo_url').eq('id', id).maybeSingle();
  if (previous.error) throw previous.error;
  const { error } = await client.from('clubs').update(club).eq('id', id);
  if (error) throw error;
  await removeUnusedLogo(client, previous.data?.logo_url, club.logo_url);
}

/** Row first, then its logo: a failed removal leaves an orphaned file, never a club without its logo. */
export async function deleteClub(client: TypedSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('clubs').delete().eq('id', id).select('logo_url');
  if (error) throw error;
  for (const deleted of data) await removeUnusedLogo(client, deleted.logo_url, null);
}

/** Logo path club-logos/logo-{timestamp}; uploaded with upsert, cached an hour; returns the public URL. */
export async function uploadClubLogo(client: TypedSupabaseClient, file: File, now = Date.now()): Promise<string> {
  const problem = logoFileProblem(file);
  if (problem) throw new Error(problem);
  return uploadPublicImage(client, LOGO_BUCKET, `club-logos/logo-${now}`, file, { upsert: true, cacheControl: '3600' });
}
