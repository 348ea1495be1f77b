import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { ImportTeam } from './find-team';
import type { ExistingMatchKey, ImportedMatch } from './validate';

export interface ImportReferenceData {
  teamsByCategory: Record<string, ImportTeam[]>;
  existing: ExistingMatchKey[];
}

/** What the import checks rows against: the season's teams per category and its matches (2 queries). */
export async function getImportReferenceData(client: TypedSupabaseClient, seasonId: string): Promise<ImportReferenceData> {
  const [teams, matches] = await Promise.all([
    client.from('teams').select('id, name, short_name, category_id').eq('season_id', seasonId).eq('is_active', true).order('name'),
    client.from('matches').select('category_id, season_id, home_team_id, away_team_id, date, time').eq('season_id', seasonId),
  ]);
  if (teams.error) throw teams.error;
  if (matches.error) throw matches.error;
  const teamsByCategory: Record<string, ImportTeam[]> = {};
  for (const team of teams.data) {
    if (!team.id || !team.name || !team.category_id) continue;
    (teamsByCategory[team.category_id] ??= []).push({ id: team.id, name: team.name, short_name: team.short_name });
  }
  return { teamsByCategory, existing: matches.data };
}

/**
 * All valid rows in one INSERT: one statement, so either every match is saved or none is. Each
 * row carries the id the import gave it, so a retried request stores nothing twice.
 */
export async function insertImportedMatches(client: TypedSupabaseClient, matches: (ImportedMatch & { id: string; matchweek: number })[]): Promise<void> {
  const { error } = await client.from('matches').upsert(matches, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}
