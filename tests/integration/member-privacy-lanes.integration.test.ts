import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMatchSheets } from '@/features/lineups/api';
import { sheetFormValues } from '@/features/lineups/sheet-form-values';
import { getAttendanceSummary } from '@/features/training/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import {
  addLineupPlayer,
  createCategory,
  createLineup,
  createMatch,
  createMeetingMinutes,
  createMember,
  createSeason,
  createTrainingSession,
} from '../seed/people';

/**
 * A coach may put any member on their sheet or attendance (juniors play up), but what
 * the coach could not read of that member through RLS on members never comes back through a
 * definer function: registration numbers only for the coach's categories, names only when
 * public_members shows them anyway.
 */
let stack: TestStack;
let men: string;
let youth: string;
let seasonId: string;
let admin: SeededUser;
let menCoach: SeededUser;
let youthCoach: SeededUser;
const people = { menPlayer: '', menOfficial: '', youthPlayer: '', youthParent: '' };

beforeAll(async () => {
  stack = await startTestStack('app');
  men = await createCategory(stack, 'Muži');
  youth = await createCategory(stack, 'Dorostenci');
  seasonId = await createSeason(stack);
  admin = await seedUser(stack, { role: 'admin' });
  menCoach = await seedUser(stack, { role: 'coach', categories: [men] });
  youthCoach = await seedUser(stack, { role: 'coach', categories: [youth] });
  people.menPlayer = await createMember(stack, { categoryId: men, name: 'Adam', surname: 'Mužský' });
  people.menOfficial = await createMember(stack, { categoryId: men, name: 'Bedřich', surname: 'Pokladník', functions: ['club_management'] });
  people.youthPlayer = await createMember(stack, { categoryId: youth, name: 'Cyril', surname: 'Dorostenec' });
  people.youthParent = await createMember(stack, { categoryId: youth, name: 'Dana', surname: 'Rodičová', functions: ['parent'] });
});
afterAll(async () => {
  await stack.stop();
});

async function registrationOf(memberId: string): Promise<string> {
  const { rows } = await stack.db.query<{ registration_number: string }>(`select registration_number from public.members where id = $1`, [memberId]);
  return rows[0]?.registration_number ?? '';
}

describe('meeting attendees (get_meeting_attendees)', () => {
  const attendeesSql = `select member_id, name, surname, registration_number from public.get_meeting_attendees($1) order by surname`;

  it('a coach reads every attendee by name, but registration numbers only of their own categories', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 1, meetingDate: '2081-02-02' });
    for (const memberId of [people.menPlayer, people.menOfficial, people.youthPlayer]) {
      await stack.db.query(`insert into public.meeting_attendees (meeting_minutes_id, member_id) values ($1, $2)`, [minutesId, memberId]);
    }

    const { rows } = await sqlAs(stack, youthCoach.claims, attendeesSql, [minutesId]);
    expect(rows).toEqual([
      { member_id: people.youthPlayer, name: 'Cyril', surname: 'Dorostenec', registration_number: await registrationOf(people.youthPlayer) },
      { member_id: people.menPlayer, name: 'Adam', surname: 'Mužský', registration_number: null },
      { member_id: people.menOfficial, name: 'Bedřich', surname: 'Pokladník', registration_number: null },
    ]);

    const { rows: asAdmin } = await sqlAs<{ registration_number: string | null }>(stack, admin.claims, attendeesSql, [minutesId]);
    expect(asAdmin.map((row) => row.registration_number)).toEqual([
      await registrationOf(people.youthPlayer),
      await registrationOf(people.menPlayer),
      await registrationOf(people.menOfficial),
    ]);
  });
});

describe('a junior on the men’s sheet (get_player_statistics)', () => {
  it('the men’s coach may put him on the sheet; the statistics name him but hide his registration number', async () => {
    const match = await createMatch(stack, { categoryId: men, seasonId, status: 'upcoming', date: '2081-03-01' });
    const lineupId = await createLineup(stack, { matchId: match.id, teamId: match.homeTeamId });
    await addLineupPlayer(stack, { lineupId, memberId: people.menPlayer, jerseyNumber: 4, goals: 1 });
    // Picking a player of another category stays possible: the sheet's category decides.
    await sqlAs(
      stack,
      menCoach.claims,
      `insert into public.lineup_players (lineup_id, member_id, position, jersey_number, goals) values ($1, $2, 'field_player', 17, 3)`,
      [lineupId, people.youthPlayer],
    );
    await stack.db.query(`update public.matches set status = 'completed', home_score = 20, away_score = 18 where id = $1`, [match.id]);

    const statisticsSql = `select id, name, surname, registration_number from public.get_player_statistics($1, $2)`;
    const { rows } = await sqlAs(stack, menCoach.claims, statisticsSql, [men, seasonId]);
    expect(rows).toEqual([
      { id: people.youthPlayer, name: 'Cyril', surname: 'Dorostenec', registration_number: null },
      { id: people.menPlayer, name: 'Adam', surname: 'Mužský', registration_number: await registrationOf(people.menPlayer) },
    ]);

    // The coach's sheet editor keeps him under his public name, so saving the sheet keeps him too.
    const sheets = await getMatchSheets(stack.client(stack.anonKey, menCoach.accessToken) as TypedSupabaseClient, match.id);
    const picked = sheetFormValues(sheets[0]).players.map((row) => row.player);
    expect(picked).toContainEqual({ id: people.youthPlayer, name: 'Cyril', surname: 'Dorostenec', registration_number: '', kind: 'member', club_name: null });

    // Nor does the sheet itself give more: members' RLS hides the full row, the public view names him.
    const { rows: sheet } = await sqlAs(
      stack,
      menCoach.claims,
      `select lp.member_id, m.registration_number, pm.surname
         from public.lineup_players lp
         left join public.members m on m.id = lp.member_id
         left join public.public_members pm on pm.id = lp.member_id
        where lp.lineup_id = $1 and lp.member_id = $2`,
      [lineupId, people.youthPlayer],
    );
    expect(sheet).toEqual([{ member_id: people.youthPlayer, registration_number: null, surname: 'Dorostenec' }]);

    const { rows: asAdmin } = await sqlAs<{ registration_number: string | null }>(stack, admin.claims, statisticsSql, [men, seasonId]);
    expect(asAdmin.map((row) => row.registration_number)).toEqual([
      await registrationOf(people.youthPlayer),
      await registrationOf(people.menPlayer),
    ]);
  });
});

describe('members of another category at the men’s training (get_attendance_summary)', () => {
  it('their records count; a player keeps his public name, anyone else reads as no name, listed last', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: men, seasonId });
    for (const [memberId, status] of [
      [people.menPlayer, 'present'],
      [people.youthPlayer, 'late'],
      [people.youthParent, 'present'],
    ] as const) {
      await sqlAs(
        stack,
        menCoach.claims,
        `insert into public.member_attendance (training_session_id, member_id, attendance_status) values ($1, $2, $3)`,
        [sessionId, memberId, status],
      );
    }

    const summarySql = `select member_id, name, surname, total_count::text as total_count from public.get_attendance_summary($1, $2)`;
    const { rows } = await sqlAs(stack, menCoach.claims, summarySql, [men, seasonId]);
    expect(rows).toEqual([
      { member_id: people.youthPlayer, name: 'Cyril', surname: 'Dorostenec', total_count: '1' },
      { member_id: people.menPlayer, name: 'Adam', surname: 'Mužský', total_count: '1' },
      { member_id: people.menOfficial, name: 'Bedřich', surname: 'Pokladník', total_count: '0' },
      { member_id: people.youthParent, name: null, surname: null, total_count: '1' },
    ]);

    // The coach's screen lists the unnamed member as unknown.
    const screen = await getAttendanceSummary(stack.client(stack.anonKey, menCoach.accessToken) as TypedSupabaseClient, men, seasonId);
    expect(screen.map(({ memberId, surname, name }) => ({ memberId, surname, name })).at(-1)).toEqual({
      memberId: people.youthParent,
      surname: 'Neznámý člen',
      name: '',
    });

    const { rows: asAdmin } = await sqlAs<{ member_id: string; surname: string | null }>(stack, admin.claims, summarySql, [men, seasonId]);
    expect(asAdmin.find((row) => row.member_id === people.youthParent)).toMatchObject({ surname: 'Rodičová' });
  });
});
