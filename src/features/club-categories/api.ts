import type { PostgrestError } from '@supabase/supabase-js';
import { ApiError } from '@/lib/api/fetch-json';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { clubCategoryMessages } from './messages';
import type { TClubAssignment, TTeamForm } from './schema';

export interface ClubAssignment {
  id: string;
  max_teams: number;
  is_active: boolean;
  club: { id: string; name: string; logo_url: string | null; is_own_club: boolean };
  teams: { id: string; team_suffix: string; is_primary: boolean; is_active: boolean }[];
}

/** club_categories with the club and its teams, by category and season. */
export async function listAssignments(
  client: TypedSupabaseClient,
  categoryId: string,
  seasonId: string,
): Promise<ClubAssignment[]> {
  const { data, error } = await client
    .from('club_categories')
    .select(
      'id, max_teams, is_active, club:clubs!inner(id, name, logo_url, is_own_club), teams:club_category_teams(id, team_suffix, is_primary, is_active)',
    )
    .eq('category_id', categoryId)
    .eq('season_id', seasonId);
  if (error) throw error;
  return [...data].sort((a, b) => a.club.name.localeCompare(b.club.name, 'cs'));
}

/** The unique constraint's violation becomes 'Tento klub je již přiřazen k této kategorii v této sezóně'. */
function assignmentError(error: PostgrestError): Error {
  return error.code === '23505' ? new ApiError(409, clubCategoryMessages.duplicate) : error;
}

/** Under the id the form made for it, so a retried request changes nothing. */
export async function assignClub(
  client: TypedSupabaseClient,
  id: string,
  categoryId: string,
  seasonId: string,
  assignment: TClubAssignment,
): Promise<void> {
  const { error } = await client
    .from('club_categories')
    .upsert({ ...assignment, id, category_id: categoryId, season_id: seasonId }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw assignmentError(error);
}

export async function updateAssignment(
  client: TypedSupabaseClient,
  id: string,
  changes: { max_teams?: number; is_active?: boolean },
): Promise<void> {
  const { error } = await client.from('club_categories').update(changes).eq('id', id);
  if (error) throw error;
}

export async function removeAssignment(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('club_categories').delete().eq('id', id);
  if (error) throw error;
}

/** Under the id the form made for it, so a retried request changes nothing. */
export async function createTeam(client: TypedSupabaseClient, id: string, clubCategoryId: string, team: TTeamForm): Promise<void> {
  const { error } = await client
    .from('club_category_teams')
    .upsert({ ...team, id, club_category_id: clubCategoryId }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}
