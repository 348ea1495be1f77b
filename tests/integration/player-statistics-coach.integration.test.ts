import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNextLineupToFill } from '@/features/lineups/api';
import { getTodayOrNextTraining } from '@/features/training/api';
import { getCategorySeasonStatistics, getOpponentTopScorers, getTeamForm } from '@/features/player-statistics/api';
import { compareByGoalsThenCards } from '@/features/player-statistics/statistics-ordering';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { addLineupPlayer, createLineup, createMember } from '../seed/people';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * Coach statistics, team form, opponent scorers and the dashboard shortcuts against the seeded
 * club (supabase/seed.sql): Svinov A's lineups in the men's completed matches have goals adding
 * up to the team's score. Expected figures are computed from the seeded rows with plain SQL.
 */
let stack: TestStack;
let headCoach: TypedSupabaseClient;
let youthCoach: TypedSupabaseClient;
let menId: string;
let womenId: string;
let seasonId: string;
let svinovA: string;

const PERMISSION_REFUSED = { code: '42501', message: 'Nemáte oprávnění k zobrazení statistik této kategorie' };

async function one<Row>(sql: string, params: unknown[] = []): Promise<Row> {
  const { rows } = await stack.db.query<Row>(sql, params);
  if (!rows[0]) throw new Error(`No row for: ${sql}`);
  return rows[0];
}

/** Svinov A's completed matches, from its side: scored, conceded. */
async function svinovAResults(): Promise<{ scored: number; conceded: number }[]> {
  const { rows } = await stack.db.query<{ scored: number; conceded: number }>(
    `select case when home_team_id = $1 then home_score else away_score end as scored,
            case when home_team_id = $1 then away_score else home_score end as conceded
     from public.matches where status = 'completed' and $1 in (home_team_id, away_team_id)
       and home_score is not null and away_score is not null
     order by date desc`,
    [svinovA],
  );
  // The local engine hands integers back as text.
  return rows.map((row) => ({ scored: Number(row.scored), conceded: Number(row.conceded) }));
}

beforeAll(async () => {
  stack = await startTestStack('app');
  headCoach = await signedIn(stack, DEMO_USERS.headCoach);
  youthCoach = await signedIn(stack, DEMO_USERS.coach);
  ({ id: menId } = await one<{ id: string }>(`select id from public.categories where slug = 'men'`));
  ({ id: womenId } = await one<{ id: string }>(`select id from public.categories where slug = 'women'`));
  ({ id: seasonId } = await one<{ id: string }>(`select id from public.seasons where is_active`));
  ({ id: svinovA } = await one<{ id: string }>(
    `select t.id from public.teams t join public.clubs c on c.id = t.club_id
     where c.is_own_club and t.category_id = $1 and t.season_id = $2 and t.team_suffix = 'A'`,
    [menId, seasonId],
  ));
});
afterAll(async () => {
  await stack.stop();
});

describe('a coach reads the statistics of a category he coaches', () => {
  it("the players' goals add up to Svinov A's scores, and its record matches its results", async () => {
    const statistics = await getCategorySeasonStatistics(headCoach, menId, seasonId);
    const results = await svinovAResults();
    const scored = results.reduce((sum, result) => sum + result.scored, 0);

    expect(results.length).toBeGreaterThan(0);
    expect(statistics.skipped).toBe(0);
    expect(statistics.players.reduce((sum, player) => sum + player.goals, 0)).toBe(scored);

    const record = statistics.teams.find((team) => team.teamId === svinovA);
    expect(record).toMatchObject({
      wins: results.filter((result) => result.scored > result.conceded).length,
      draws: results.filter((result) => result.scored === result.conceded).length,
      losses: results.filter((result) => result.scored < result.conceded).length,
      goalsFor: scored,
      goalsAgainst: results.reduce((sum, result) => sum + result.conceded, 0),
      skipped: 0,
    });
    expect(record?.matches).toHaveLength(results.length);
  });

  it('players come sorted by goals desc, then total cards asc, with their matches played', async () => {
    const { players } = await getCategorySeasonStatistics(headCoach, menId, seasonId);
    expect(players.map((player) => player.id)).toEqual([...players].sort(compareByGoalsThenCards).map((player) => player.id));
    const { max } = await one<{ max: number }>(
      `select max(n)::int as max from (select count(*) as n from public.lineup_players lp
         join public.lineups l on l.id = lp.lineup_id join public.matches m on m.id = l.match_id
         where m.category_id = $1 and m.season_id = $2 and m.status = 'completed' group by lp.member_id) counts`,
      [menId, seasonId],
    );
    expect(Math.max(...players.map((player) => player.matches_played))).toBe(Number(max));
  });

  it('a season without a completed match has no players and no records (the empty state)', async () => {
    const { id: previous } = await one<{ id: string }>(`select id from public.seasons where not is_active`);
    expect(await getCategorySeasonStatistics(headCoach, menId, previous)).toEqual({ players: [], teams: [], skipped: 0 });
  });

  it("a coach of the youth categories is refused the men's statistics by the database", async () => {
    await expect(getCategorySeasonStatistics(youthCoach, menId, seasonId)).rejects.toMatchObject(PERMISSION_REFUSED);
  });
});

describe('team form (last 15 matches, 2 points a win, 1 a draw)', () => {
  it("Svinov A's chips, points and goals are those of its latest completed matches", async () => {
    const results = (await svinovAResults()).slice(0, 15);
    const form = await getTeamForm(headCoach, svinovA);
    const outcomes = results.map((result) => (result.scored > result.conceded ? 'W' : result.scored === result.conceded ? 'D' : 'L'));
    expect(form).toEqual({
      outcomes,
      points: 2 * outcomes.filter((outcome) => outcome === 'W').length + outcomes.filter((outcome) => outcome === 'D').length,
      matchesPlayed: results.length,
      wins: outcomes.filter((outcome) => outcome === 'W').length,
      draws: outcomes.filter((outcome) => outcome === 'D').length,
      losses: outcomes.filter((outcome) => outcome === 'L').length,
      goalsFor: results.reduce((sum, result) => sum + result.scored, 0),
      goalsAgainst: results.reduce((sum, result) => sum + result.conceded, 0),
    });
  });

  it('form is public match data: the database gives it to a coach of another category too', async () => {
    expect(await getTeamForm(youthCoach, svinovA)).toEqual(await getTeamForm(headCoach, svinovA));
  });
});

describe("the opponent's top scorers from previous meetings", () => {
  let upcomingId: string;
  const externalIds = new Map<string, string>();

  beforeAll(async () => {
    // Svinov A's upcoming match whose opponent it already met this autumn; the opponent's lineup
    // of that meeting is not in the seed, so the test adds it.
    const pair = await one<{ upcoming_id: string; played_id: string; opponent_team_id: string }>(
      `select up.id as upcoming_id, played.id as played_id,
              case when played.home_team_id = $1 then played.away_team_id else played.home_team_id end as opponent_team_id
       from public.matches up
       join public.matches played on played.status = 'completed' and played.category_id = up.category_id
         and least(played.home_team_id::text, played.away_team_id::text) = least(up.home_team_id::text, up.away_team_id::text)
         and greatest(played.home_team_id::text, played.away_team_id::text) = greatest(up.home_team_id::text, up.away_team_id::text)
       where up.status = 'upcoming' and $1 in (up.home_team_id, up.away_team_id)
         and not (up.home_team_is_own_club and up.away_team_is_own_club)
       order by up.date limit 1`,
      [svinovA],
    );
    upcomingId = pair.upcoming_id;
    const lineupId = await createLineup(stack, { matchId: pair.played_id, teamId: pair.opponent_team_id });
    const add = async (surname: string, goals: number) => {
      const memberId = await createMember(stack, { name: 'Host', surname });
      await addLineupPlayer(stack, { lineupId, memberId, goals });
    };
    // Lineups saved since 20261124000600 name the opponent's players as external players.
    const addExternal = async (surname: string, goals: number) => {
      const { id } = await one<{ id: string }>(
        `insert into public.external_players (name, surname, registration_number, club_name, sex)
         values ('Hostující', $1, $2, 'Soupeř', 'male') returning id`,
        [surname, `EXT-${surname}-${randomUUID()}`],
      );
      await stack.db.query(`insert into public.lineup_players (lineup_id, external_player_id, goals) values ($1, $2, $3)`, [
        lineupId,
        id,
        goals,
      ]);
      externalIds.set(surname, id);
    };
    await add('Kanonýr', 9);
    await add('Pálivec', 4);
    await add('Obránce', 0);
    await addExternal('Střelec', 6);
    await addExternal('Adámek', 4);
    await addExternal('Brankář', 0);
  });

  it('lists the scorers of the opponent, members and external players alike, most goals first, then by surname', async () => {
    const scorers = await getOpponentTopScorers(headCoach, upcomingId);
    expect(scorers.skipped).toBe(0);
    expect(scorers.rows.map((row) => [row.surname, row.goals, row.matches_played])).toEqual([
      ['Kanonýr', 9, 1],
      ['Střelec', 6, 1],
      ['Adámek', 4, 1],
      ['Pálivec', 4, 1],
    ]);
  });

  it("names an external player from external_players, under the player's own id", async () => {
    const { rows } = await getOpponentTopScorers(headCoach, upcomingId);
    expect(rows.find((row) => row.surname === 'Střelec')).toEqual({
      member_id: externalIds.get('Střelec'),
      name: 'Hostující',
      surname: 'Střelec',
      goals: 6,
      matches_played: 1,
    });
  });

  it("never counts the own club's players", async () => {
    const { rows } = await getOpponentTopScorers(headCoach, upcomingId);
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from public.members where id = any($1::uuid[]) and category_id = $2`,
      [rows.map((row) => row.member_id), menId],
    );
    expect(Number(n)).toBe(0);
  });

  it('a coach of another category is refused; an unknown match is not found', async () => {
    await expect(getOpponentTopScorers(youthCoach, upcomingId)).rejects.toMatchObject(PERMISSION_REFUSED);
    await expect(getOpponentTopScorers(headCoach, '00000000-0000-4000-8000-0000000000ff')).rejects.toMatchObject({
      code: 'PT404',
      message: 'Zápas nebyl nalezen',
    });
  });
});

describe("the coach dashboard's shortcuts", () => {
  it("today's training when there is one, otherwise the next planned", async () => {
    // The seed trains men on Tuesdays and Thursdays; 2026-11-24 is a Tuesday, 25 a Wednesday.
    expect(await getTodayOrNextTraining(headCoach, [menId, womenId], '2026-11-24')).toMatchObject({
      category_id: menId,
      session_date: '2026-11-24',
    });
    expect(await getTodayOrNextTraining(headCoach, [menId, womenId], '2026-11-25')).toMatchObject({ session_date: '2026-11-26' });
    expect(await getTodayOrNextTraining(headCoach, [menId], '2027-06-01')).toBeNull();
  });

  it("the database hides another category's training from a coach", async () => {
    expect(await getTodayOrNextTraining(youthCoach, [menId], '2026-11-24')).toBeNull();
  });

  it('the next lineup to fill is the soonest upcoming own-club match whose own lineup has no player', async () => {
    const soonest = async () =>
      one<{ id: string; home_team_id: string; away_team_id: string; home_team_is_own_club: boolean; away_team_is_own_club: boolean }>(
        `select m.* from public.matches m
         where m.category_id = any($1::uuid[]) and m.status = 'upcoming'
           and (m.home_team_is_own_club or m.away_team_is_own_club)
           and not exists (select 1 from public.lineups l join public.lineup_players lp on lp.lineup_id = l.id where l.match_id = m.id)
         order by m.date, m.time nulls last, m.match_number, m.id limit 1`,
        [[menId, womenId]],
      );
    const first = await soonest();
    expect((await getNextLineupToFill(headCoach, [menId, womenId]))?.id).toBe(first.id);

    // A lineup without players is still to fill.
    const ownTeams = [first.home_team_is_own_club ? first.home_team_id : null, first.away_team_is_own_club ? first.away_team_id : null];
    const lineups = await Promise.all(ownTeams.flatMap((teamId) => (teamId ? [createLineup(stack, { matchId: first.id, teamId })] : [])));
    expect((await getNextLineupToFill(headCoach, [menId, womenId]))?.id).toBe(first.id);

    // Once every own-club side has a player, the next match is the one to fill.
    for (const lineupId of lineups) await addLineupPlayer(stack, { lineupId, memberId: await createMember(stack) });
    const next = await getNextLineupToFill(headCoach, [menId, womenId]);
    expect(next?.id).not.toBe(first.id);
    expect(next?.id).toBe((await soonest()).id);
  });
});

describe('a result without a score is skipped, not fatal', () => {
  it('the season still loads; the unscored match is left out of the record and counted as skipped', async () => {
    const before = await getCategorySeasonStatistics(headCoach, menId, seasonId);
    const { id } = await one<{ id: string }>(
      `select id from public.matches where status = 'completed' and $1 in (home_team_id, away_team_id) order by date limit 1`,
      [svinovA],
    );
    await stack.db.query(`update public.matches set home_score = null where id = $1`, [id]);

    const after = await getCategorySeasonStatistics(headCoach, menId, seasonId);
    const recordBefore = before.teams.find((team) => team.teamId === svinovA);
    const recordAfter = after.teams.find((team) => team.teamId === svinovA);
    expect(recordAfter?.skipped).toBe(1);
    expect(recordAfter?.matches).toHaveLength((recordBefore?.matches.length ?? 0) - 1);
    expect(after.players).toEqual(before.players);
  });
});
