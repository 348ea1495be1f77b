import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import type { TExternalPlayerInput } from '../schema';
import type { SearchablePlayer } from '../search';

export type ExternalPlayer = Omit<Tables<'external_players'>, 'search_text'>;

/** A member who plays (player search), as the picker lists them. */
export interface PlayerCandidate extends SearchablePlayer {
  category_id: string | null;
}

/**
 * Members whose functions include player, in surname order; optionally one category.
 * RLS limits a coach to the members of their categories. The club has a few hundred members,
 * so the picker loads them once and searches as the user types (search.ts filterPlayers).
 */
export async function listPlayerCandidates(client: TypedSupabaseClient, categoryId: string | null): Promise<PlayerCandidate[]> {
  let query = client
    .from('members')
    .select('id, name, surname, registration_number, category_id')
    .contains('functions', ['player']);
  if (categoryId) query = query.eq('category_id', categoryId);
  const { data, error } = await query.order('sort_key');
  if (error) throw error;
  return data;
}

export async function listExternalPlayers(client: TypedSupabaseClient): Promise<ExternalPlayer[]> {
  const { data, error } = await client
    .from('external_players')
    .select('id, name, surname, registration_number, club_name, sex, position, jersey_number, is_captain, created_by, created_at, updated_at')
    .order('surname')
    .order('name');
  if (error) throw error;
  return data;
}

/** Idempotent under retry (the caller's id); a duplicate registration number is refused (23505). */
export async function createExternalPlayer(client: TypedSupabaseClient, id: string, input: TExternalPlayerInput): Promise<void> {
  const { error } = await client.from('external_players').upsert({ id, ...input }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}
