import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createClub, createSeason, createTeam } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: SeededUser;
beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
});
afterAll(async () => {
  await stack.stop();
});

interface League {
  categoryId: string;
  seasonId: string;
  teams: Record<'alfa' | 'beta' | 'gama', string>;
}

/** Three clubs (names fix the alphabetical tie order) in a fresh category and season. */
async function createLeague(): Promise<League> {
  const categoryId = await createCategory(stack);
  const seasonId = await createSeason(stack);
  const team = async (name: string) => createTeam(stack, { categoryId, seasonId, clubId: await createClub(stack, { name }) });
  return { categoryId, seasonId, teams: { alfa: await team('Alfa'), beta: await team('Beta'), gama: await team('Gama') } };
}

async function playMatch(league: League, home: string, away: string, homeScore: number | null, awayScore: number | null): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.matches (category_id, season_id, date, status, home_team_id, away_team_id, home_score, away_score)
     values ($1, $2, '2041-03-01', $3, $4, $5, $6, $7) returning id`,
    [league.categoryId, league.seasonId, homeScore === null ? 'upcoming' : 'completed', home, away, homeScore, awayScore],
  );
  return rows[0]?.id ?? '';
}

async function table(league: League) {
  const { rows } = await stack.db.query<Record<string, string>>(
    `select team_id, position::text, matches::text, wins::text, draws::text, losses::text,
            goals_for::text, goals_against::text, points::text
     from public.standings where category_id = $1 and season_id = $2 order by position`,
    [league.categoryId, league.seasonId],
  );
  return rows;
}

const generate = (league: League, claims = admin.claims) =>
  sqlAs(stack, claims, 'select public.generate_initial_standings($1, $2) as created', [league.categoryId, league.seasonId]);
const recalculate = (league: League, claims = admin.claims) =>
  sqlAs(stack, claims, 'select public.recalculate_standings($1, $2)', [league.categoryId, league.seasonId]);

describe('generate_initial_standings', () => {
  it('creates a zero row for every team of the category and season', async () => {
    const league = await createLeague();
    const { rows } = await generate(league);
    expect(rows).toEqual([{ created: '3' }]);
    expect((await table(league)).map((row) => [row.matches, row.points])).toEqual([
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
  });

  it("refuses a second generation with 'Tabulka již existuje…' and changes nothing", async () => {
    const league = await createLeague();
    await generate(league);
    const before = await table(league);
    await expect(generate(league)).rejects.toMatchObject({
      message: 'Tabulka již existuje. Použijte "Přepočítat tabulku" pro aktualizaci.',
    });
    expect(await table(league)).toEqual(before);
  });

  it("refuses missing ids with 'Chybí ID kategorie nebo sezóny'", async () => {
    await expect(sqlAs(stack, admin.claims, 'select public.generate_initial_standings(null, null)')).rejects.toMatchObject({
      code: '22023',
      message: 'Chybí ID kategorie nebo sezóny',
    });
  });

  it("refuses a closed season with 'Nelze generovat tabulku pro uzavřenou sezónu'", async () => {
    const league = await createLeague();
    await stack.db.query('update public.seasons set is_closed = true where id = $1', [league.seasonId]);
    await expect(generate(league)).rejects.toMatchObject({ message: 'Nelze generovat tabulku pro uzavřenou sezónu' });
    expect(await table(league)).toEqual([]);
  });

  it("refuses a category without teams with 'Žádné týmy v této kategorii a sezóně'", async () => {
    const categoryId = await createCategory(stack);
    const seasonId = await createSeason(stack);
    await expect(
      sqlAs(stack, admin.claims, 'select public.generate_initial_standings($1, $2)', [categoryId, seasonId]),
    ).rejects.toMatchObject({ message: 'Žádné týmy v této kategorii a sezóně' });
  });

  it('is refused to a coach and to anon (42501), and nothing is created', async () => {
    const league = await createLeague();
    const coach = await seedUser(stack, { role: 'coach', categories: [league.categoryId] });
    await expect(generate(league, coach.claims)).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, null, 'select public.generate_initial_standings($1, $2)', [league.categoryId, league.seasonId]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await table(league)).toEqual([]);
  });
});

describe('standings from results (win 2, draw 1, loss 0)', () => {
  it('a win gives two points and a draw gives each team one point', async () => {
    const league = await createLeague();
    await generate(league);
    await playMatch(league, league.teams.alfa, league.teams.beta, 19, 16);
    await playMatch(league, league.teams.beta, league.teams.gama, 16, 16);
    const rows = await table(league);
    const byTeam = (teamId: string) => rows.find((row) => row.team_id === teamId);
    expect(byTeam(league.teams.alfa)).toMatchObject({ points: '2', wins: '1', goals_for: '19', goals_against: '16' });
    expect(byTeam(league.teams.beta)).toMatchObject({ points: '1', wins: '0', draws: '1', losses: '1', matches: '2' });
    expect(byTeam(league.teams.gama)).toMatchObject({ points: '1', draws: '1', matches: '1' });
  });

  it('ties on points go to goal difference, then to goals for', async () => {
    const league = await createLeague();
    await generate(league);
    // Each team wins once: Alfa +1 (20:19), Beta +3 (18:15), Gama +3 (25:22) → Gama, Beta by goals for.
    await playMatch(league, league.teams.alfa, league.teams.beta, 20, 19);
    await playMatch(league, league.teams.beta, league.teams.gama, 18, 15);
    await playMatch(league, league.teams.gama, league.teams.alfa, 25, 20);
    const rows = await table(league);
    expect(rows.map((row) => [row.team_id, row.points])).toEqual([
      [league.teams.gama, '2'],
      [league.teams.beta, '2'],
      [league.teams.alfa, '2'],
    ]);
  });

  it('upcoming matches and completed matches without scores do not count', async () => {
    const league = await createLeague();
    await generate(league);
    await playMatch(league, league.teams.alfa, league.teams.beta, null, null);
    await stack.db.query(
      `insert into public.matches (category_id, season_id, date, status, home_team_id, away_team_id)
       values ($1, $2, '2041-03-02', 'completed', $3, $4)`,
      [league.categoryId, league.seasonId, league.teams.beta, league.teams.gama],
    );
    expect((await table(league)).every((row) => row.matches === '0')).toBe(true);
  });

  it('recording a result updates existing standings automatically', async () => {
    const league = await createLeague();
    await generate(league);
    const matchId = await playMatch(league, league.teams.alfa, league.teams.gama, null, null);
    await sqlAs(stack, admin.claims, 'select public.record_match_result($1, 21, 24, 10, 13)', [matchId]);
    expect((await table(league))[0]).toMatchObject({ team_id: league.teams.gama, points: '2', goals_for: '24' });
  });

  it('no standings are created automatically where none exist', async () => {
    const league = await createLeague();
    await playMatch(league, league.teams.alfa, league.teams.beta, 19, 16);
    expect(await table(league)).toEqual([]);
  });

  it('a closed season is not recalculated automatically', async () => {
    const league = await createLeague();
    await generate(league);
    await stack.db.query('update public.seasons set is_closed = true where id = $1', [league.seasonId]);
    await playMatch(league, league.teams.alfa, league.teams.beta, 19, 16);
    expect((await table(league)).every((row) => row.points === '0')).toBe(true);
  });
});

describe('recalculate_standings', () => {
  it("refuses a closed season with 'Nelze přepočítat tabulku pro uzavřenou sezónu'", async () => {
    const league = await createLeague();
    await generate(league);
    await stack.db.query('update public.seasons set is_closed = true where id = $1', [league.seasonId]);
    await expect(recalculate(league)).rejects.toMatchObject({ message: 'Nelze přepočítat tabulku pro uzavřenou sezónu' });
  });

  it("refuses missing ids with 'Neplatné ID kategorie' and 'Neplatné ID sezóny'", async () => {
    const league = await createLeague();
    await expect(sqlAs(stack, admin.claims, 'select public.recalculate_standings(null, $1)', [league.seasonId])).rejects.toMatchObject({
      message: 'Neplatné ID kategorie',
    });
    await expect(sqlAs(stack, admin.claims, 'select public.recalculate_standings($1, null)', [league.categoryId])).rejects.toMatchObject({
      message: 'Neplatné ID sezóny',
    });
  });

  it('recomputes the table from the matches after a direct change', async () => {
    const league = await createLeague();
    await generate(league);
    await playMatch(league, league.teams.alfa, league.teams.beta, 19, 16);
    await stack.db.query('update public.standings set points = 99 where category_id = $1', [league.categoryId]);
    await recalculate(league);
    expect((await table(league)).map((row) => row.points)).toEqual(['2', '0', '0']);
  });
});
