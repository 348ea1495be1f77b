import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDatabaseTypes, viewRelationships } from '@club-app/supabase-local/types';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

describe('generated database types', () => {
  it('src/lib/supabase/database.types.ts matches the migrated schema (run `npm run db:types` after changing a migration)', async () => {
    const checkedIn = readFileSync(resolve(import.meta.dirname, '../../src/lib/supabase/database.types.ts'), 'utf8');
    expect(checkedIn).toBe(await generateDatabaseTypes(stack.db));
  });

  it('reports relationships through views as supabase gen types does, both ways', async () => {
    const relationships = await viewRelationships(stack.db, [
      { relation: 'matches', constraint_name: 'matches_home_team_id_fkey', columns: 'home_team_id', referenced_relation: 'club_category_teams', referenced_columns: 'id', is_one_to_one: false },
      { relation: 'lineup_players', constraint_name: 'lineup_players_member_id_fkey', columns: 'member_id', referenced_relation: 'members', referenced_columns: 'id', is_one_to_one: false },
    ]);
    // teams copies club_category_teams.id; public_members copies members.id; own_club_matches copies matches.home_team_id.
    expect(relationships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ relation: 'matches', constraint_name: 'matches_home_team_id_fkey', referenced_relation: 'teams', referenced_columns: 'id' }),
        expect.objectContaining({ relation: 'lineup_players', referenced_relation: 'public_members', referenced_columns: 'id' }),
        expect.objectContaining({ relation: 'own_club_matches', columns: 'home_team_id', referenced_relation: 'club_category_teams' }),
      ]),
    );
    // A computed view column (teams.name is built from the club's name) copies nothing.
    expect(relationships.some((r) => r.relation === 'teams')).toBe(false);
  });
});
