import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMatchLineups } from '@/features/lineups/api';
import { applyExtrasChange } from '@/features/matches/extras-changes';
import { getMatchExtras } from '@/features/matches/api/extras';
import { getImportReferenceData, insertImportedMatches } from '@/features/matches/import/api';
import { parseImportText } from '@/features/matches/import/parse';
import { validateImportRows } from '@/features/matches/import/validate';
import { getHeadToHead, getMatch, getOwnClubMatches } from '@/features/matches/api/public';
import { matchweek } from '@/features/matches/season-calendar';
import { getActiveSeason } from '@/features/seasons/api';
import { getSeasonStandings, getStandings } from '@/features/standings/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** The app's match and standings reads and the import's writes, against the seeded club. */
let stack: TestStack;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let seasonId: string;
let men: { id: string; name: string };

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  admin = await signedIn(stack, DEMO_USERS.admin);
  const season = await getActiveSeason(anon);
  if (!season) throw new Error('seed has no active season');
  seasonId = season.id;
  const { rows } = await stack.db.query<{ id: string; name: string }>("select id, name from public.categories where slug = 'men'");
  men = rows[0] ?? { id: '', name: '' };
});
afterAll(async () => {
  await stack.stop();
});

describe('public match reads (anon)', () => {
  it('lists own-club matches with both teams and the category in one query, soonest first / newest first', async () => {
    const upcoming = await getOwnClubMatches(anon, { seasonId, categoryId: men.id, status: 'upcoming' });
    const results = await getOwnClubMatches(anon, { seasonId, categoryId: men.id, status: 'completed' });
    expect(upcoming.length).toBeGreaterThan(0);
    expect(results.length).toBeGreaterThan(0);
    for (const match of [...upcoming, ...results]) {
      expect(match.category.name).toBe('Muži');
      expect(match.home_team_is_own_club || match.away_team_is_own_club).toBe(true);
      expect(match.home.name).toEqual(expect.any(String));
      expect(match.away.name).toEqual(expect.any(String));
    }
    expect(upcoming.map((match) => match.date)).toEqual([...upcoming.map((match) => match.date)].sort());
    expect(results.map((match) => match.date)).toEqual([...results.map((match) => match.date)].sort().reverse());
  });

  it('reads one match, its lineups and its head-to-head (own club vs opponent, completed, newest first, ≤ 10)', async () => {
    const [played] = await getOwnClubMatches(anon, { seasonId, categoryId: men.id, status: 'completed', limit: 1 });
    if (!played) throw new Error('no completed men match in the seed');
    expect(await getMatch(anon, played.id)).toMatchObject({ id: played.id, status: 'completed' });
    const lineups = await getMatchLineups(anon, played.id);
    expect(lineups.every((lineup) => lineup.team_id === played.home.id || lineup.team_id === played.away.id)).toBe(true);
    const h2h = await getHeadToHead(anon, played.id);
    expect(h2h.length).toBeLessThanOrEqual(10);
    const opponentClub = played.home_team_is_own_club ? played.away.club_id : played.home.club_id;
    for (const match of h2h) {
      expect(match.status).toBe('completed');
      expect([match.home.club_id, match.away.club_id]).toContain(opponentClub);
      expect(match.category.id).toBe(men.id);
    }
  });

  it('answers null for a match that does not exist', async () => {
    expect(await getMatch(anon, '00000000-0000-4000-8000-000000000999')).toBeNull();
  });

  it('reads the standings of a category and of the whole season, ordered by position', async () => {
    const table = await getStandings(anon, men.id, seasonId);
    expect(table.map((row) => row.position)).toEqual(table.map((_, index) => index + 1));
    expect(table[0]?.team.name).toEqual(expect.any(String));
    const season = await getSeasonStandings(anon, seasonId);
    expect(season.filter((row) => row.category_id === men.id)).toHaveLength(table.length);
  });
});

describe('match import', () => {
  async function menMatchCount(): Promise<number> {
    const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.matches where category_id = $1 and season_id = $2', [men.id, seasonId]);
    return Number(rows[0]?.n ?? 0);
  }

  it('imports the valid rows of a paste in one step, as upcoming league matches with their matchweek', async () => {
    const reference = await getImportReferenceData(admin, seasonId);
    const [home, away] = reference.teamsByCategory[men.id] ?? [];
    if (!home || !away) throw new Error('men need two teams');
    const results = validateImportRows(parseImportText(`12.6.2027;17:00;${home.name};${away.name};muži\n12.6.2027;17:00;${home.name};Neexistující;Muži`), {
      categories: [men],
      ...reference,
      seasonId,
    });
    const valid = results.flatMap((result) => (result.ok ? [result.match] : []));
    expect(valid).toHaveLength(1);
    const before = await menMatchCount();
    const rows = valid.map((match) => ({ ...match, id: randomUUID(), matchweek: matchweek('2026-09-01', match.date) }));
    await insertImportedMatches(admin, rows);
    expect(await menMatchCount()).toBe(before + 1);
    // A retry of the same request (mutations retry once) finds its rows and adds none.
    await insertImportedMatches(admin, rows);
    expect(await menMatchCount()).toBe(before + 1);

    // The same paste again: now a duplicate of the saved match.
    const again = validateImportRows(parseImportText(`12.6.2027;17:00;${home.name};${away.name};Muži`), { categories: [men], ...(await getImportReferenceData(admin, seasonId)), seasonId });
    expect(again).toMatchObject([{ ok: false, errors: ['Duplicitní zápas'] }]);
  });

  it('saves nothing when one row of the batch fails in the database', async () => {
    const reference = await getImportReferenceData(admin, seasonId);
    const [home, away] = reference.teamsByCategory[men.id] ?? [];
    if (!home || !away) throw new Error('men need two teams');
    const good = { id: randomUUID(), category_id: men.id, season_id: seasonId, home_team_id: home.id, away_team_id: away.id, date: '2027-06-19', time: '17:00', status: 'upcoming' as const, competition: 'league' as const, is_home: false as const, venue: '' as const, matchweek: 42 };
    const before = await menMatchCount();
    // Same team on both sides violates a check constraint: the whole insert is refused.
    await expect(insertImportedMatches(admin, [good, { ...good, id: randomUUID(), away_team_id: home.id }])).rejects.toMatchObject({ code: '23514' });
    expect(await menMatchCount()).toBe(before);
  });

  it('is refused to anon (RLS), changing nothing', async () => {
    const before = await menMatchCount();
    const reference = await getImportReferenceData(admin, seasonId);
    const [home, away] = reference.teamsByCategory[men.id] ?? [];
    if (!home || !away) throw new Error('men need two teams');
    await expect(
      insertImportedMatches(anon, [{ id: randomUUID(), category_id: men.id, season_id: seasonId, home_team_id: home.id, away_team_id: away.id, date: '2027-06-26', time: '17:00', status: 'upcoming', competition: 'league', is_home: false, venue: '', matchweek: 43 }]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await menMatchCount()).toBe(before);
  });
});

describe('match videos and metadata', () => {
  it('links a video of the category and keeps one primary metadata row per type', async () => {
    const [match] = await getOwnClubMatches(anon, { seasonId, categoryId: men.id, status: 'completed', limit: 1 });
    if (!match) throw new Error('no men match');
    const before = await getMatchExtras(admin, match.id, men.id);
    const video = before.available[0];
    if (!video) throw new Error('the seed has no men video to link');
    await applyExtrasChange(admin, match.id, { kind: 'link', videoId: video.id });
    await applyExtrasChange(admin, match.id, { kind: 'add-metadata', metadata_type: 'rozhodčí', value: { text: 'Novák' }, is_primary: true });
    await applyExtrasChange(admin, match.id, { kind: 'add-metadata', metadata_type: 'rozhodčí', value: { text: 'Svoboda' }, is_primary: true });
    const after = await getMatchExtras(admin, match.id, men.id);
    expect(after.linked.map((linked) => linked.id)).toContain(video.id);
    expect(after.available.map((available) => available.id)).not.toContain(video.id);
    const referees = after.metadata.filter((row) => row.metadata_type === 'rozhodčí');
    expect(referees.filter((row) => row.is_primary).map((row) => row.value)).toEqual([{ text: 'Svoboda' }]);

    // Anon may read the links but not remove one.
    await expect(applyExtrasChange(anon, match.id, { kind: 'unlink', videoId: video.id })).rejects.toMatchObject({ code: '42501' });
    expect((await getMatchExtras(admin, match.id, men.id)).linked.map((linked) => linked.id)).toContain(video.id);
  });
});
