import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import {
  addLineupCoach,
  addLineupPlayer,
  createCategory,
  createCategoryLineup,
  createLineup,
  createMatch,
  createMember,
  createSeason,
  fillLineup,
  type MatchRows,
} from '../seed/people';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let seasonId: string;
let admin: SeededUser;
let coachA: SeededUser;
let coachB: SeededUser;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Dorostenci');
  categoryB = await createCategory(stack, 'Dorostenky');
  seasonId = await createSeason(stack);
  admin = await seedUser(stack, { role: 'admin' });
  coachA = await seedUser(stack, { role: 'coach', categories: [categoryA] });
  coachB = await seedUser(stack, { role: 'head_coach', categories: [categoryB] });
});
afterAll(async () => {
  await stack.stop();
});

const matchIn = (categoryId: string): Promise<MatchRows> => createMatch(stack, { categoryId, seasonId });

async function lineupsOf(matchId: string): Promise<unknown[]> {
  const { rows } = await stack.db.query(`select team_id, is_home_team, is_active from public.lineups where match_id = $1`, [matchId]);
  return rows;
}

async function playersOf(lineupId: string): Promise<unknown[]> {
  const { rows } = await stack.db.query(
    `select member_id, position, jersey_number from public.lineup_players where lineup_id = $1 order by jersey_number`,
    [lineupId],
  );
  return rows;
}

describe('who writes match lineups (coaches only for their categories)', () => {
  it('a coach of category A creates a lineup for a category A match, home side taken from the match', async () => {
    const match = await matchIn(categoryA);
    const { rows } = await sqlAs(
      stack,
      coachA.claims,
      `insert into public.lineups (match_id, team_id, is_home_team) values ($1, $2, false) returning is_home_team`,
      [match.id, match.homeTeamId],
    );
    expect(rows).toEqual([{ is_home_team: true }]);
    expect(await lineupsOf(match.id)).toEqual([{ team_id: match.homeTeamId, is_home_team: true, is_active: true }]);
  });

  it('a coach of category B cannot create a lineup for a category A match, and none is stored', async () => {
    const match = await matchIn(categoryA);
    await expect(
      sqlAs(stack, coachB.claims, `insert into public.lineups (match_id, team_id) values ($1, $2)`, [match.id, match.awayTeamId]),
    ).rejects.toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "lineups"' });
    expect(await lineupsOf(match.id)).toEqual([]);
  });

  it('a coach of category A adds players to their lineup; a coach of category B cannot, and the sheet is unchanged', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    const first = await createMember(stack, { categoryId: categoryA });
    const second = await createMember(stack, { categoryId: categoryA });
    await sqlAs(
      stack,
      coachA.claims,
      `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'goalkeeper', 1)`,
      [lineupId, first],
    );
    await expect(
      sqlAs(
        stack,
        coachB.claims,
        `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'field_player', 2)`,
        [lineupId, second],
      ),
    ).rejects.toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "lineup_players"' });
    const update = await sqlAs(stack, coachB.claims, `update public.lineup_players set goals = 9 where lineup_id = $1`, [lineupId]);
    expect(update.affectedRows).toBe(0);
    const removal = await sqlAs(stack, coachB.claims, `delete from public.lineup_players where lineup_id = $1`, [lineupId]);
    expect(removal.affectedRows).toBe(0);
    expect(await playersOf(lineupId)).toEqual([{ member_id: first, position: 'goalkeeper', jersey_number: '1' }]);
  });

  it('a coach of category B cannot soft-delete a category A lineup, and it stays active', async () => {
    const match = await matchIn(categoryA);
    await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    const result = await sqlAs(stack, coachB.claims, `update public.lineups set is_active = false where match_id = $1`, [match.id]);
    expect(result.affectedRows).toBe(0);
    expect(await lineupsOf(match.id)).toEqual([{ team_id: match.homeTeamId, is_home_team: true, is_active: true }]);
  });

  it('a coach soft-deletes their own lineup, which the public then no longer sees', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.awayTeamId });
    await sqlAs(stack, coachA.claims, `update public.lineups set is_active = false where id = $1`, [lineupId]);
    expect(await lineupsOf(match.id)).toEqual([{ team_id: match.awayTeamId, is_home_team: false, is_active: false }]);
    const publicRead = await sqlAs(stack, null, `select id from public.lineups where id = $1`, [lineupId]);
    expect(publicRead.rows).toEqual([]);
    const coachRead = await sqlAs(stack, coachA.claims, `select id from public.lineups where id = $1`, [lineupId]);
    expect(coachRead.rows).toEqual([{ id: lineupId }]);
  });

  it('an admin writes lineups of any category', async () => {
    const match = await matchIn(categoryB);
    const { rows } = await sqlAs<{ id: string }>(
      stack,
      admin.claims,
      `insert into public.lineups (match_id, team_id) values ($1, $2) returning id`,
      [match.id, match.awayTeamId],
    );
    const memberId = await createMember(stack, { categoryId: categoryB });
    await sqlAs(stack, admin.claims, `insert into public.lineup_coaches (lineup_id, member_id, role) values ($1, $2, 'team_manager')`, [
      rows[0]?.id,
      memberId,
    ]);
    const { rows: coaches } = await stack.db.query(`select role from public.lineup_coaches where lineup_id = $1`, [rows[0]?.id]);
    expect(coaches).toEqual([{ role: 'team_manager' }]);
  });

  it('anon cannot write lineups', async () => {
    const match = await matchIn(categoryA);
    await expect(
      sqlAs(stack, null, `insert into public.lineups (match_id, team_id) values ($1, $2)`, [match.id, match.homeTeamId]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await lineupsOf(match.id)).toEqual([]);
  });
});

describe('lineup integrity', () => {
  it('one lineup per match and team', async () => {
    const match = await matchIn(categoryA);
    await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    await expect(createLineup(stack, { matchId: match.id, teamId: match.homeTeamId })).rejects.toMatchObject({
      code: '23505',
      constraint: 'lineups_match_id_team_id_key',
    });
  });

  it('a team that does not play the match cannot have its lineup', async () => {
    const match = await matchIn(categoryA);
    const other = await matchIn(categoryA);
    await expect(createLineup(stack, { matchId: match.id, teamId: other.homeTeamId })).rejects.toMatchObject({
      code: '23514',
      message: 'Tým v tomto zápase nehraje',
    });
    expect(await lineupsOf(match.id)).toEqual([]);
  });

  it('a member appears once per lineup and a jersey number is worn once per lineup', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    const first = await createMember(stack, { categoryId: categoryA });
    const second = await createMember(stack, { categoryId: categoryA });
    await addLineupPlayer(stack, { lineupId, memberId: first, jerseyNumber: 7 });
    await expect(addLineupPlayer(stack, { lineupId, memberId: first, jerseyNumber: 8 })).rejects.toMatchObject({
      code: '23505',
      constraint: 'lineup_players_lineup_id_member_id_key',
    });
    await expect(addLineupPlayer(stack, { lineupId, memberId: second, jerseyNumber: 7 })).rejects.toMatchObject({
      code: '23505',
      constraint: 'lineup_players_lineup_id_jersey_number_key',
    });
    expect(await playersOf(lineupId)).toEqual([{ member_id: first, position: 'field_player', jersey_number: '7' }]);
  });

  it('jersey numbers run from 1 to 99 and positions are field_player or goalkeeper', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    for (const jerseyNumber of [0, 100]) {
      await expect(addLineupPlayer(stack, { lineupId, memberId, jerseyNumber })).rejects.toMatchObject({ code: '23514' });
    }
    await expect(
      stack.db.query(`insert into public.lineup_players (lineup_id, member_id, position) values ($1, $2, 'pivot')`, [lineupId, memberId]),
    ).rejects.toMatchObject({ code: '23514' });
    await addLineupPlayer(stack, { lineupId, memberId, jerseyNumber: 99 });
    expect(await playersOf(lineupId)).toEqual([{ member_id: memberId, position: 'field_player', jersey_number: '99' }]);
  });

  it('a lineup has one captain', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    await addLineupPlayer(stack, { lineupId, memberId: await createMember(stack), isCaptain: true, jerseyNumber: 1 });
    await expect(
      addLineupPlayer(stack, { lineupId, memberId: await createMember(stack), isCaptain: true, jerseyNumber: 2 }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'lineup_players_one_captain_idx' });
  });
});

describe('lineup limits', () => {
  async function newLineup(): Promise<string> {
    const match = await matchIn(categoryA);
    return createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
  }
  const validate = async (lineupId: string): Promise<unknown> => {
    const { rows } = await sqlAs<{ errors: string }>(
      stack,
      coachA.claims,
      `select to_json(public.validate_lineup($1))::text as errors`,
      [lineupId],
    );
    return JSON.parse(rows[0]?.errors ?? 'null') as unknown;
  };

  it('an empty lineup lacks a goalkeeper, six field players and seven players in total', async () => {
    expect(await validate(await newLineup())).toEqual([
      'Musí být alespoň 1 brankář',
      'Musí být alespoň 6 hráčů v poli',
      'Celkem musí být alespoň 7 hráčů',
    ]);
  });

  it('one goalkeeper and six field players make a valid lineup', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 1, firstJersey: 1 });
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 6, firstJersey: 2 });
    expect(await validate(lineupId)).toEqual([]);
  });

  it('five field players with two goalkeepers are too few field players though seven in total', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 2, firstJersey: 1 });
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 5, firstJersey: 3 });
    expect(await validate(lineupId)).toEqual(['Musí být alespoň 6 hráčů v poli']);
  });

  it('players without a position are ignored', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 6, firstJersey: 2 });
    await addLineupPlayer(stack, { lineupId, memberId: await createMember(stack), position: null, jerseyNumber: 1 });
    expect(await validate(lineupId)).toEqual(['Musí být alespoň 1 brankář', 'Celkem musí být alespoň 7 hráčů']);
  });

  it('a third goalkeeper is refused with its message and not stored', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 2, firstJersey: 1 });
    const third = await createMember(stack, { categoryId: categoryA });
    await expect(
      sqlAs(
        stack,
        coachA.claims,
        `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'goalkeeper', 3)`,
        [lineupId, third],
      ),
    ).rejects.toMatchObject({ code: '23514', message: 'Nemůže být více než 2 brankáři' });
    expect(await playersOf(lineupId)).toHaveLength(2);
  });

  it('moving a field player into goal as a third goalkeeper is refused too', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 2, firstJersey: 1 });
    const [fieldPlayer] = await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 1, firstJersey: 3 });
    await expect(
      sqlAs(stack, coachA.claims, `update public.lineup_players set position = 'goalkeeper' where lineup_id = $1 and member_id = $2`, [
        lineupId,
        fieldPlayer,
      ]),
    ).rejects.toMatchObject({ code: '23514', message: 'Nemůže být více než 2 brankáři' });
    const { rows } = await stack.db.query(`select position from public.lineup_players where member_id = $1`, [fieldPlayer]);
    expect(rows).toEqual([{ position: 'field_player' }]);
  });

  it('one statement may swap a goalkeeper and a field player in a full goal', async () => {
    const lineupId = await newLineup();
    const [keeper] = await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 2, firstJersey: 1 });
    const [fieldPlayer] = await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 1, firstJersey: 3 });
    await sqlAs(
      stack,
      coachA.claims,
      `update public.lineup_players
       set position = case when member_id = $2 then 'field_player' else 'goalkeeper' end
       where lineup_id = $1 and member_id in ($2, $3)`,
      [lineupId, keeper, fieldPlayer],
    );
    const { rows } = await stack.db.query(
      `select count(*) filter (where position = 'goalkeeper')::text as goalkeepers from public.lineup_players where lineup_id = $1`,
      [lineupId],
    );
    expect(rows).toEqual([{ goalkeepers: '2' }]);
  });

  it('concurrent additions never put a third goalkeeper in a lineup', async () => {
    const lineupId = await newLineup();
    const keepers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createMember(stack, { categoryId: categoryA })));
    const results = await Promise.allSettled(
      keepers.map((memberId, index) =>
        sqlAs(
          stack,
          coachA.claims,
          `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'goalkeeper', $3)`,
          [lineupId, memberId, index + 1],
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: '23514', message: 'Nemůže být více než 2 brankáři' });
      }
    }
    expect(await playersOf(lineupId)).toHaveLength(2);
  });

  it('a fourteenth field player is refused with its message and not stored', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'field_player', count: 13, firstJersey: 1 });
    await expect(
      sqlAs(
        stack,
        coachA.claims,
        `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'field_player', 14)`,
        [lineupId, await createMember(stack, { categoryId: categoryA })],
      ),
    ).rejects.toMatchObject({ code: '23514', message: 'Nemůže být více než 13 hráčů v poli' });
    expect(await playersOf(lineupId)).toHaveLength(13);
  });

  it('a fourth coach is refused with its message and not stored', async () => {
    const lineupId = await newLineup();
    for (const role of ['head_coach', 'assistant_coach', 'team_manager'] as const) {
      await addLineupCoach(stack, { lineupId, memberId: await createMember(stack, { functions: ['coach'] }), role });
    }
    await expect(
      sqlAs(stack, coachA.claims, `insert into public.lineup_coaches (lineup_id, member_id, role) values ($1, $2, 'assistant_coach')`, [
        lineupId,
        await createMember(stack, { functions: ['coach'] }),
      ]),
    ).rejects.toMatchObject({ code: '23514', message: 'Nemůže být více než 3 trenéři' });
    const { rows } = await stack.db.query(`select count(*)::text as n from public.lineup_coaches where lineup_id = $1`, [lineupId]);
    expect(rows).toEqual([{ n: '3' }]);
  });

  it('inside one transaction the maximum checks may be deferred to commit and still refuse an over-full lineup', async () => {
    const lineupId = await newLineup();
    await fillLineup(stack, { lineupId, categoryId: categoryA, position: 'goalkeeper', count: 2, firstJersey: 1 });
    const extra = await createMember(stack);
    await expect(
      stack.db.transaction(async (session) => {
        await session.query(`set constraints public.lineup_players_limits deferred`);
        await session.query(
          `insert into public.lineup_players (lineup_id, member_id, position, jersey_number) values ($1, $2, 'goalkeeper', 3)`,
          [lineupId, extra],
        );
      }),
    ).rejects.toMatchObject({ code: '23514', message: 'Nemůže být více než 2 brankáři' });
    expect(await playersOf(lineupId)).toHaveLength(2);
  });

  it('validate_lineup refuses an unknown lineup', async () => {
    await expect(
      sqlAs(stack, coachA.claims, `select public.validate_lineup('00000000-0000-0000-0000-000000000000')`),
    ).rejects.toMatchObject({ code: 'PT404', message: 'Sestava nebyla nalezena' });
  });
});

describe('public match detail (/matches/{id})', () => {
  it('anon reads an active lineup with player names through public_members, without birth dates', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    const guest = await createMember(stack, { categoryId: categoryB, name: 'Host', surname: 'Hostující', functions: ['volunteer'] });
    await addLineupPlayer(stack, { lineupId, memberId: guest, position: 'goalkeeper', jerseyNumber: 1, goals: 0 });
    const { rows } = await sqlAs(
      stack,
      null,
      `select lp.jersey_number, lp.position, pm.name, pm.surname
       from public.lineups l
       join public.lineup_players lp on lp.lineup_id = l.id
       join public.public_members pm on pm.id = lp.member_id
       where l.match_id = $1`,
      [match.id],
    );
    expect(rows).toEqual([{ jersey_number: '1', position: 'goalkeeper', name: 'Host', surname: 'Hostující' }]);
  });

  it('anon does not see players of a soft-deleted lineup', async () => {
    const match = await matchIn(categoryA);
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    await addLineupPlayer(stack, { lineupId, memberId: await createMember(stack), jerseyNumber: 5 });
    await stack.db.query(`update public.lineups set is_active = false where id = $1`, [lineupId]);
    const { rows } = await sqlAs(stack, null, `select id from public.lineup_players where lineup_id = $1`, [lineupId]);
    expect(rows).toEqual([]);
  });
});

describe('category lineups (rosters)', () => {
  it('a coach of category A builds the A roster; a coach of category B cannot, and nothing is stored', async () => {
    const { rows } = await sqlAs<{ id: string }>(
      stack,
      coachA.claims,
      `insert into public.category_lineups (category_id, season_id) values ($1, $2) returning id`,
      [categoryA, seasonId],
    );
    const rosterId = rows[0]?.id ?? '';
    const player = await createMember(stack, { categoryId: categoryA });
    await sqlAs(
      stack,
      coachA.claims,
      `insert into public.category_lineup_members (lineup_id, member_id, position, jersey_number, is_captain)
       values ($1, $2, 'goalkeeper', 1, true)`,
      [rosterId, player],
    );
    await expect(
      sqlAs(stack, coachB.claims, `insert into public.category_lineups (category_id, season_id) values ($1, $2)`, [categoryA, seasonId]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, coachB.claims, `insert into public.category_lineup_members (lineup_id, member_id) values ($1, $2)`, [
        rosterId,
        await createMember(stack, { categoryId: categoryB }),
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows: members } = await stack.db.query(
      `select member_id, added_by, is_active from public.category_lineup_members where lineup_id = $1`,
      [rosterId],
    );
    expect(members).toEqual([{ member_id: player, added_by: coachA.id, is_active: true }]);
    const { rows: rosters } = await stack.db.query(`select created_by from public.category_lineups where id = $1`, [rosterId]);
    expect(rosters).toEqual([{ created_by: coachA.id }]);
  });

  it('the public reads active roster members only; a removed member frees the jersey number', async () => {
    const rosterId = await createCategoryLineup(stack, { categoryId: categoryA, seasonId });
    const leaving = await createMember(stack, { categoryId: categoryA });
    const staying = await createMember(stack, { categoryId: categoryA });
    await stack.db.query(`insert into public.category_lineup_members (lineup_id, member_id, jersey_number) values ($1, $2, 10)`, [
      rosterId,
      leaving,
    ]);
    await sqlAs(stack, coachA.claims, `update public.category_lineup_members set is_active = false where member_id = $1`, [leaving]);
    await stack.db.query(`insert into public.category_lineup_members (lineup_id, member_id, jersey_number) values ($1, $2, 10)`, [
      rosterId,
      staying,
    ]);
    const { rows } = await sqlAs(stack, null, `select member_id, jersey_number from public.category_lineup_members where lineup_id = $1`, [
      rosterId,
    ]);
    expect(rows).toEqual([{ member_id: staying, jersey_number: '10' }]);
  });

  it('two active roster members cannot wear the same jersey number', async () => {
    const rosterId = await createCategoryLineup(stack, { categoryId: categoryA, seasonId });
    const insert = `insert into public.category_lineup_members (lineup_id, member_id, jersey_number) values ($1, $2, 4)`;
    await stack.db.query(insert, [rosterId, await createMember(stack)]);
    await expect(stack.db.query(insert, [rosterId, await createMember(stack)])).rejects.toMatchObject({
      code: '23505',
      constraint: 'category_lineup_members_jersey_idx',
    });
  });
});
