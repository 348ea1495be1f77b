import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteCategoryRoster,
  deleteLineup,
  getCategoryRoster,
  getMatchLineups,
  getMatchSheets,
  removeRosterMember,
  saveLineup,
  saveRosterMember,
} from '@/features/lineups/api';
import type { TRosterMemberInput, TTeamLineupInput } from '@/features/lineups/schema';
import type { PickedPlayer } from '@/features/members/player-picker-options';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMatch, createMember, createSeason, type MatchRows } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let seasonId: string;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let coachA: TypedSupabaseClient;
let coachB: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Muži');
  categoryB = await createCategory(stack, 'Ženy');
  seasonId = await createSeason(stack);
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  coachA = await as({ role: 'head_coach', categories: [categoryA] });
  coachB = await as({ role: 'coach', categories: [categoryB] });
});
afterAll(async () => {
  await stack.stop();
});

type Position = 'goalkeeper' | 'field_player';
type SheetRow = TTeamLineupInput['players'][number];

const asPicked = (id: string, kind: PickedPlayer['kind'] = 'member'): PickedPlayer => ({
  id,
  kind,
  name: 'Jan',
  surname: 'Novák',
  registration_number: 'REG',
  club_name: null,
});

function row(id: string, position: Position | null, jersey: number, overrides: Partial<SheetRow> = {}): SheetRow {
  return {
    player: asPicked(id),
    jersey_number: jersey,
    position,
    is_captain: false,
    goals: 0,
    yellow_cards: 0,
    red_cards_5min: 0,
    red_cards_10min: 0,
    red_cards_personal: 0,
    ...overrides,
  };
}

/** New members of a category on a sheet: goalkeepers first, then field players, jerseys from 1. */
async function squad(categoryId: string, goalkeepers: number, fieldPlayers: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for (let index = 0; index < goalkeepers + fieldPlayers; index += 1) {
    const id = await createMember(stack, { categoryId });
    rows.push(row(id, index < goalkeepers ? 'goalkeeper' : 'field_player', index + 1));
  }
  return rows;
}

async function coachMembers(categoryId: string, count: number): Promise<TTeamLineupInput['coaches']> {
  const coaches: TTeamLineupInput['coaches'] = [];
  for (let index = 0; index < count; index += 1) {
    coaches.push({ member_id: await createMember(stack, { categoryId, functions: ['coach'] }), role: 'head_coach' });
  }
  return coaches;
}

async function sheetRows(matchId: string, teamId: string): Promise<unknown[]> {
  const { rows } = await stack.db.query(
    `select lp.member_id, lp.external_player_id, lp.position, lp.jersey_number
     from public.lineup_players lp join public.lineups l on l.id = lp.lineup_id
     where l.match_id = $1 and l.team_id = $2 order by lp.jersey_number`,
    [matchId, teamId],
  );
  return rows;
}

async function coachCount(matchId: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(
    `select count(*)::int as n from public.lineup_coaches lc join public.lineups l on l.id = lc.lineup_id where l.match_id = $1`,
    [matchId],
  );
  return Number(rows[0]?.n);
}

const matchIn = (categoryId: string): Promise<MatchRows> => createMatch(stack, { categoryId, seasonId });

describe('save_lineup: a team sheet saved whole', () => {
  it('a coach saves a valid sheet; a retried first save with the same id stores it once', async () => {
    const match = await matchIn(categoryA);
    const players = await squad(categoryA, 2, 8);
    const lineup = { players, coaches: await coachMembers(categoryA, 1) };
    const lineupId = randomUUID();
    const variables = { lineupId, matchId: match.id, teamId: match.homeTeamId, lineup };
    expect(await saveLineup(coachA, variables)).toBe(lineupId);
    expect(await saveLineup(coachA, variables)).toBe(lineupId);
    expect(await sheetRows(match.id, match.homeTeamId)).toHaveLength(10);
    expect(await coachCount(match.id)).toBe(1);

    const [sheet] = await getMatchSheets(coachA, match.id);
    expect(sheet?.lineup_players.map((player) => player.member?.id).sort()).toEqual(
      players.map((player) => player.player?.id).sort(),
    );
  });

  it('a later save replaces the sheet (players removed are gone)', async () => {
    const match = await matchIn(categoryA);
    const players = await squad(categoryA, 2, 10);
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players, coaches: [] },
    });
    const fewer = players.slice(0, 9);
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players: fewer, coaches: [] },
    });
    expect(await sheetRows(match.id, match.homeTeamId)).toHaveLength(9);
  });

  it.each([
    { case: '3 goalkeepers', goalkeepers: 3, field: 8, coaches: 0, message: 'Nemůže být více než 2 brankáři' },
    { case: '14 field players', goalkeepers: 1, field: 14, coaches: 0, message: 'Nemůže být více než 13 hráčů v poli' },
    { case: '6 players', goalkeepers: 1, field: 5, coaches: 0, message: 'Musí být alespoň 6 hráčů v poli' },
    { case: 'no goalkeeper', goalkeepers: 0, field: 8, coaches: 0, message: 'Musí být alespoň 1 brankář' },
    { case: '4 coaches', goalkeepers: 2, field: 8, coaches: 4, message: 'Nemůže být více než 3 trenéři' },
  ])('$case: refused with its message, the previous sheet intact', async ({ goalkeepers, field, coaches, message }) => {
    const match = await matchIn(categoryA);
    const valid = await squad(categoryA, 1, 6);
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.awayTeamId,
      lineup: { players: valid, coaches: [] },
    });
    const before = await sheetRows(match.id, match.awayTeamId);

    const broken = { players: await squad(categoryA, goalkeepers, field), coaches: await coachMembers(categoryA, coaches) };
    await expect(
      saveLineup(coachA, { lineupId: randomUUID(), matchId: match.id, teamId: match.awayTeamId, lineup: broken }),
    ).rejects.toMatchObject({
      code: 'P0001',
      message,
    });
    expect(await sheetRows(match.id, match.awayTeamId)).toEqual(before);
    expect(await coachCount(match.id)).toBe(0);
  });

  it('players without a position are ignored by the rules, and stored', async () => {
    const match = await matchIn(categoryA);
    const players = [...(await squad(categoryA, 1, 6)), row(await createMember(stack, { categoryId: categoryA }), null, 50)];
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players, coaches: [] },
    });
    expect(await sheetRows(match.id, match.homeTeamId)).toHaveLength(8);
  });
});

describe('a coach of category A and category B', () => {
  it('the coach of B cannot save a sheet of an A match, and nothing is stored', async () => {
    const match = await matchIn(categoryA);
    const lineup = { players: await squad(categoryA, 1, 6), coaches: [] };
    await expect(
      saveLineup(coachB, { lineupId: randomUUID(), matchId: match.id, teamId: match.homeTeamId, lineup }),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'Nemáte oprávnění upravovat sestavy této kategorie',
    });
    expect(await sheetRows(match.id, match.homeTeamId)).toEqual([]);
  });

  it("the coach of B cannot overwrite A's existing sheet either", async () => {
    const match = await matchIn(categoryA);
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players: await squad(categoryA, 1, 6), coaches: [] },
    });
    const before = await sheetRows(match.id, match.homeTeamId);
    const lineup = { players: await squad(categoryB, 2, 8), coaches: [] };
    await expect(
      saveLineup(coachB, { lineupId: randomUUID(), matchId: match.id, teamId: match.homeTeamId, lineup }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await sheetRows(match.id, match.homeTeamId)).toEqual(before);
  });

  it("the coach of B does not read A's non-public (soft-deleted) sheet; the coach of A does", async () => {
    const match = await matchIn(categoryA);
    const lineupId = randomUUID();
    await saveLineup(coachA, {
      lineupId,
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players: await squad(categoryA, 1, 6), coaches: [] },
    });
    await stack.db.query(`update public.lineups set is_active = false where id = $1`, [lineupId]);
    const read = (client: TypedSupabaseClient) =>
      client.from('lineups').select('id, lineup_players(member_id)').eq('id', lineupId);
    expect((await read(coachB)).data).toEqual([]);
    expect((await read(coachA)).data?.[0]?.lineup_players).toHaveLength(7);
    expect(await getMatchSheets(coachA, match.id)).toEqual([]);
  });
});

describe("external players on the opponent's sheet (unified player picker)", () => {
  async function externalPlayer(surname: string): Promise<string> {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.external_players (name, surname, registration_number, club_name, sex)
       values ('Petr', $1, $2, 'TJ Soupeř', 'male') returning id`,
      [surname, `EXT-${randomUUID().slice(0, 8)}`],
    );
    return rows[0]!.id;
  }

  it('a coach saves the opponent with external players; the public match page names them; statistics skip them', async () => {
    const match = await createMatch(stack, { categoryId: categoryA, seasonId, status: 'completed' });
    const externals: SheetRow[] = [];
    for (let index = 0; index < 7; index += 1) {
      const id = await externalPlayer(`Host${index}`);
      externals.push({
        ...row(id, index === 0 ? 'goalkeeper' : 'field_player', index + 1, { goals: 1 }),
        player: asPicked(id, 'external'),
      });
    }
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.awayTeamId,
      lineup: { players: externals, coaches: [] },
    });
    const own = await squad(categoryA, 1, 6);
    await saveLineup(coachA, {
      lineupId: randomUUID(),
      matchId: match.id,
      teamId: match.homeTeamId,
      lineup: { players: own.map((player) => ({ ...player, goals: 2 })), coaches: [] },
    });

    const stored = await sheetRows(match.id, match.awayTeamId);
    expect(stored).toHaveLength(7);
    expect(stored.every((player) => (player as { member_id: string | null }).member_id === null)).toBe(true);

    const publicLineups = await getMatchLineups(anon, match.id);
    const away = publicLineups.find((lineup) => lineup.team_id === match.awayTeamId);
    expect(away?.lineup_players.map((player) => player.external?.surname).sort()).toEqual([
      'Host0',
      'Host1',
      'Host2',
      'Host3',
      'Host4',
      'Host5',
      'Host6',
    ]);

    const { data: statistics } = await coachA.rpc('get_player_statistics', { p_category_id: categoryA, p_season_id: seasonId });
    const ids = (statistics ?? []).map((player) => player.id);
    expect(ids).toEqual(expect.arrayContaining(own.map((player) => player.player?.id)));
    expect(ids).not.toEqual(expect.arrayContaining([externals[0]?.player?.id]));
  });

  it('a sheet row is one person: member and external player together are refused', async () => {
    const match = await matchIn(categoryA);
    const memberId = await createMember(stack, { categoryId: categoryA });
    const externalId = await externalPlayer('Oba');
    const { error } = await coachA.rpc('save_lineup', {
      p_lineup_id: randomUUID(),
      p_match_id: match.id,
      p_team_id: match.homeTeamId,
      p_players: [{ member_id: memberId, external_player_id: externalId, position: 'goalkeeper', jersey_number: 1 }],
      p_coaches: [],
    });
    expect(error).toMatchObject({ code: '23514' });
    expect(await sheetRows(match.id, match.homeTeamId)).toEqual([]);
  });
});

describe('category rosters (category_lineups, soft delete)', () => {
  const rosterInput = (memberId: string, overrides: Partial<TRosterMemberInput> = {}): TRosterMemberInput => ({
    member_id: memberId,
    position: 'field_player',
    jersey_number: null,
    is_captain: false,
    is_vice_captain: false,
    ...overrides,
  });

  it('a coach builds the roster: one captain and one vice-captain, a retried add stores once, removal is a soft delete', async () => {
    const category = await createCategory(stack);
    const coach = stack.client(
      stack.anonKey,
      (await seedUser(stack, { role: 'coach', categories: [category] })).accessToken,
    ) as TypedSupabaseClient;
    const [first, second, third] = [
      await createMember(stack, { categoryId: category }),
      await createMember(stack, { categoryId: category }),
      await createMember(stack, { categoryId: category }),
    ];
    const firstId = randomUUID();
    const add = (id: string, input: TRosterMemberInput) =>
      saveRosterMember(coach, { id, categoryId: category, seasonId, member: input });

    await add(firstId, rosterInput(first, { is_captain: true, jersey_number: 7 }));
    await add(firstId, rosterInput(first, { is_captain: true, jersey_number: 7 }));
    await add(randomUUID(), rosterInput(second, { is_vice_captain: true, jersey_number: 8 }));
    await add(randomUUID(), rosterInput(third, { is_captain: true, jersey_number: 9 }));

    const roster = await getCategoryRoster(coach, category, seasonId);
    expect(roster.map((member) => [member.member_id, member.jersey_number, member.is_captain, member.is_vice_captain])).toEqual([
      [first, 7, false, false],
      [second, 8, false, true],
      [third, 9, true, false],
    ]);

    await removeRosterMember(coach, firstId);
    expect((await getCategoryRoster(coach, category, seasonId)).map((member) => member.member_id)).toEqual([second, third]);
    const { rows } = await stack.db.query(`select is_active from public.category_lineup_members where id = $1`, [firstId]);
    expect(rows).toEqual([{ is_active: false }]);
  });

  it("the coach of B cannot add to A's roster, and no roster appears", async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    await expect(
      saveRosterMember(coachB, { id: randomUUID(), categoryId: categoryA, seasonId, member: rosterInput(memberId) }),
    ).rejects.toMatchObject({
      code: '42501',
      message: 'Nemáte oprávnění upravovat sestavy této kategorie',
    });
    expect(await getCategoryRoster(admin, categoryA, seasonId)).toEqual([]);
  });
});

describe('soft delete of a whole sheet and a whole roster', () => {
  const rosterInput = (memberId: string): TRosterMemberInput => ({
    member_id: memberId,
    position: 'field_player',
    jersey_number: null,
    is_captain: false,
    is_vice_captain: false,
  });

  it('a coach deletes a sheet: no one reads it, its rows stay, a hard delete is refused, saving again brings it back', async () => {
    const match = await matchIn(categoryA);
    const lineupId = randomUUID();
    const variables = { lineupId, matchId: match.id, teamId: match.homeTeamId, lineup: { players: await squad(categoryA, 1, 6), coaches: [] } };
    await saveLineup(coachA, variables);

    await deleteLineup(coachA, lineupId);
    expect(await getMatchSheets(coachA, match.id)).toEqual([]);
    expect(await getMatchLineups(anon, match.id)).toEqual([]);
    expect(await sheetRows(match.id, match.homeTeamId)).toHaveLength(7);

    const { error } = await coachA.from('lineups').delete().eq('id', lineupId);
    expect(error).toMatchObject({ code: '42501' });

    await saveLineup(coachA, variables);
    expect(await getMatchSheets(coachA, match.id)).toHaveLength(1);
  });

  it("the coach of B cannot delete A's sheet; an unknown sheet is not found", async () => {
    const match = await matchIn(categoryA);
    const lineupId = randomUUID();
    await saveLineup(coachA, { lineupId, matchId: match.id, teamId: match.homeTeamId, lineup: { players: await squad(categoryA, 1, 6), coaches: [] } });

    await expect(deleteLineup(coachB, lineupId)).rejects.toMatchObject({ code: '42501' });
    expect(await getMatchLineups(anon, match.id)).toHaveLength(1);
    await expect(deleteLineup(coachA, randomUUID())).rejects.toMatchObject({ code: 'PT404', message: 'Sestava nebyla nalezena' });
  });

  it('a coach deletes the roster of a season: it reads empty, its members stay stored, the next add starts a new one', async () => {
    const category = await createCategory(stack);
    const coach = stack.client(stack.anonKey, (await seedUser(stack, { role: 'coach', categories: [category] })).accessToken) as TypedSupabaseClient;
    const [first, second] = [await createMember(stack, { categoryId: category }), await createMember(stack, { categoryId: category })];
    await saveRosterMember(coach, { id: randomUUID(), categoryId: category, seasonId, member: rosterInput(first) });

    await expect(deleteCategoryRoster(coachB, { categoryId: category, seasonId })).rejects.toMatchObject({ code: '42501' });
    await deleteCategoryRoster(coach, { categoryId: category, seasonId });
    expect(await getCategoryRoster(coach, category, seasonId)).toEqual([]);
    expect((await anon.from('category_lineups').select('id').eq('category_id', category)).data).toEqual([]);
    const { rows } = await stack.db.query(
      `select l.is_active from public.category_lineups l join public.category_lineup_members m on m.lineup_id = l.id where l.category_id = $1`,
      [category],
    );
    expect(rows).toEqual([{ is_active: false }]);

    const { error } = await coach.from('category_lineups').delete().eq('category_id', category);
    expect(error).toMatchObject({ code: '42501' });

    await saveRosterMember(coach, { id: randomUUID(), categoryId: category, seasonId, member: rosterInput(second) });
    expect((await getCategoryRoster(coach, category, seasonId)).map((member) => member.member_id)).toEqual([second]);
  });
});

describe('save_lineup names what is missing (match or team not found)', () => {
  it('an unknown match and an unknown team are refused as not found', async () => {
    const match = await matchIn(categoryA);
    const lineup = { players: await squad(categoryA, 1, 6), coaches: [] };
    await expect(
      saveLineup(coachA, { lineupId: randomUUID(), matchId: randomUUID(), teamId: match.homeTeamId, lineup }),
    ).rejects.toMatchObject({ code: 'PT404', message: 'Zápas nebyl nalezen' });
    await expect(
      saveLineup(coachA, { lineupId: randomUUID(), matchId: match.id, teamId: randomUUID(), lineup }),
    ).rejects.toMatchObject({ code: 'PT404', message: 'Tým nebyl nalezen' });
  });
});
