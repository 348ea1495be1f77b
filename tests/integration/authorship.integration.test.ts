import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import {
  createCategory,
  createCategoryLineup,
  createClub,
  createMatch,
  createMeetingMinutes,
  createMember,
  createSeason,
  createTrainingSession,
} from '../seed/people';

/**
 * Who recorded attendance, added an external player, leads a training session, wrote the minutes,
 * created a sheet, a roster, a loan, a video or a grant, or put a member on a roster is the caller, set by the database, not whatever the request names. Only an admin
 * names someone else (a session's coach, the minutes' writer among the writers' list); without a
 * signed-in caller (service role, seed) the given value stands.
 */
let stack: TestStack;
let categoryId: string;
let seasonId: string;
let admin: SeededUser;
let otherAdmin: SeededUser;
let coach: SeededUser;
let secondCoach: SeededUser;
let bettor: SeededUser;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  seasonId = await createSeason(stack);
  admin = await seedUser(stack, { role: 'admin' });
  otherAdmin = await seedUser(stack, { role: 'admin' });
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  secondCoach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  bettor = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

async function column(table: string, name: string, id: string): Promise<unknown> {
  const { rows } = await stack.db.query<Record<string, unknown>>(`select ${name} from public.${table} where id = $1`, [id]);
  return rows[0]?.[name];
}

describe('member_attendance.recorded_by', () => {
  it('is the coach who records it, and stays theirs when another coach changes the status', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId, seasonId });
    const memberId = await createMember(stack, { categoryId });
    const { rows } = await sqlAs<{ id: string }>(
      stack,
      coach.claims,
      `insert into public.member_attendance (training_session_id, member_id, recorded_by) values ($1, $2, $3) returning id`,
      [sessionId, memberId, secondCoach.id],
    );
    const id = rows[0]?.id ?? '';
    expect(await column('member_attendance', 'recorded_by', id)).toBe(coach.id);

    await sqlAs(
      stack,
      secondCoach.claims,
      `update public.member_attendance set attendance_status = 'late', recorded_by = $2 where id = $1`,
      [id, secondCoach.id],
    );
    expect(await column('member_attendance', 'attendance_status', id)).toBe('late');
    expect(await column('member_attendance', 'recorded_by', id)).toBe(coach.id);
  });

  it('the service role keeps the recorder it names', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId, seasonId });
    const { rows } = await sqlAs<{ recorded_by: string }>(
      stack,
      { role: 'service_role' },
      `insert into public.member_attendance (training_session_id, member_id, recorded_by) values ($1, $2, $3) returning recorded_by`,
      [sessionId, await createMember(stack, { categoryId }), secondCoach.id],
    );
    expect(rows).toEqual([{ recorded_by: secondCoach.id }]);
  });
});

describe('external_players.created_by', () => {
  it('is the coach who adds the player and cannot be handed to someone else later', async () => {
    const { rows } = await sqlAs<{ id: string; created_by: string }>(
      stack,
      coach.claims,
      `insert into public.external_players (name, surname, registration_number, club_name, sex, created_by)
       values ('Petr', 'Host', 'EXT-AUTHOR-1', 'TJ Cizí', 'male', $1) returning id, created_by`,
      [secondCoach.id],
    );
    const id = rows[0]?.id ?? '';
    expect(rows[0]?.created_by).toBe(coach.id);

    await sqlAs(stack, coach.claims, `update public.external_players set created_by = $2 where id = $1`, [id, secondCoach.id]);
    expect(await column('external_players', 'created_by', id)).toBe(coach.id);
  });
});

describe('training_sessions.coach_id', () => {
  const insertSession = `insert into public.training_sessions (title, session_date, category_id, season_id, coach_id)
    values ('Kondice', '2082-01-10', $1, $2, $3) returning id, coach_id`;

  it('a coach plans a session as its coach, whoever the request names, and cannot hand it over', async () => {
    const { rows } = await sqlAs<{ id: string; coach_id: string }>(stack, coach.claims, insertSession, [
      categoryId,
      seasonId,
      secondCoach.id,
    ]);
    const id = rows[0]?.id ?? '';
    expect(rows[0]?.coach_id).toBe(coach.id);

    await sqlAs(stack, secondCoach.claims, `update public.training_sessions set coach_id = $2, title = 'Běh' where id = $1`, [
      id,
      secondCoach.id,
    ]);
    expect(await column('training_sessions', 'title', id)).toBe('Běh');
    expect(await column('training_sessions', 'coach_id', id)).toBe(coach.id);
  });

  it('an admin plans a session for a coach and may hand it to another', async () => {
    const { rows } = await sqlAs<{ id: string; coach_id: string }>(stack, admin.claims, insertSession, [
      categoryId,
      seasonId,
      coach.id,
    ]);
    const id = rows[0]?.id ?? '';
    expect(rows[0]?.coach_id).toBe(coach.id);

    await sqlAs(stack, admin.claims, `update public.training_sessions set coach_id = $2 where id = $1`, [id, secondCoach.id]);
    expect(await column('training_sessions', 'coach_id', id)).toBe(secondCoach.id);
  });
});

describe('meeting_minutes.wrote_by', () => {
  const insertMinutes = `insert into public.meeting_minutes (meeting_number, meeting_date, wrote_by) values ($1, '2083-02-02', $2) returning id`;

  it('an admin names another admin as the writer', async () => {
    const { rows } = await sqlAs<{ id: string }>(stack, admin.claims, insertMinutes, [1, otherAdmin.id]);
    expect(await column('meeting_minutes', 'wrote_by', rows[0]?.id ?? '')).toBe(otherAdmin.id);
  });

  it('an account the writers’ list does not offer is refused, on a new record and on an edit; nothing changes', async () => {
    await expect(sqlAs(stack, admin.claims, insertMinutes, [2, bettor.id])).rejects.toMatchObject({
      code: '22023',
      message: 'Zapisovatelem může být jen administrátor',
    });
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.meeting_minutes where wrote_by = $1`,
      [bettor.id],
    );
    expect(Number(rows[0]?.n)).toBe(0);

    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 3, meetingDate: '2083-03-03' });
    await expect(
      sqlAs(stack, admin.claims, `update public.meeting_minutes set wrote_by = $2 where id = $1`, [minutesId, coach.id]),
    ).rejects.toMatchObject({ code: '22023', message: 'Zapisovatelem může být jen administrátor' });
    expect(await column('meeting_minutes', 'wrote_by', minutesId)).toBeNull();
  });

  it('a stored writer who is no admin stays when the minutes are edited', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 4, meetingDate: '2083-04-04' });
    await stack.db.query(`update public.meeting_minutes set wrote_by = $2 where id = $1`, [minutesId, secondCoach.id]);
    await sqlAs(stack, admin.claims, `update public.meeting_minutes set meeting_place = 'Hala', wrote_by = $2 where id = $1`, [
      minutesId,
      secondCoach.id,
    ]);
    expect(await column('meeting_minutes', 'meeting_place', minutesId)).toBe('Hala');
    expect(await column('meeting_minutes', 'wrote_by', minutesId)).toBe(secondCoach.id);
  });
});

describe('the author of sheets, rosters, loans, videos and grants', () => {
  /** Each table's author column, who may write it, and a row of it naming someone else. */
  const cases: Array<{
    table: string;
    column: string;
    as: () => SeededUser;
    insert: () => Promise<{ sql: string; params: unknown[] }>;
  }> = [
    {
      table: 'lineups',
      column: 'created_by',
      as: () => coach,
      insert: async () => {
        const match = await createMatch(stack, { categoryId, seasonId });
        return {
          sql: 'insert into public.lineups (match_id, team_id, created_by) values ($1, $2, $3)',
          params: [match.id, match.homeTeamId],
        };
      },
    },
    {
      table: 'category_lineups',
      column: 'created_by',
      as: () => coach,
      insert: () =>
        Promise.resolve({
          sql: 'insert into public.category_lineups (category_id, season_id, created_by) values ($1, $2, $3)',
          params: [categoryId, seasonId],
        }),
    },
    {
      table: 'category_lineup_members',
      column: 'added_by',
      as: () => coach,
      insert: async () => ({
        sql: 'insert into public.category_lineup_members (lineup_id, member_id, added_by) values ($1, $2, $3)',
        params: [await createCategoryLineup(stack, { categoryId, seasonId }), await createMember(stack, { categoryId })],
      }),
    },
    {
      table: 'player_loans',
      column: 'created_by',
      as: () => admin,
      insert: async () => ({
        sql: `insert into public.player_loans (player_id, to_club_id, loan_start_date, created_by) values ($1, $2, '2041-01-01', $3)`,
        params: [await createMember(stack, { categoryId }), await createClub(stack)],
      }),
    },
    {
      table: 'videos',
      column: 'created_by',
      as: () => coach,
      insert: () =>
        Promise.resolve({
          sql: `insert into public.videos (title, youtube_url, youtube_id, category_id, created_by)
              values ('Rozbor', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', $1, $2)`,
          params: [categoryId],
        }),
    },
    {
      table: 'grants',
      column: 'created_by',
      as: () => admin,
      insert: () =>
        Promise.resolve({
          sql: `insert into public.grants (name, month, created_by) values ('Dotace města', 3, $1)`,
          params: [],
        }),
    },
  ];

  it.each(cases)(
    '$table: $column is the caller, whoever the request names, and stays theirs on an edit',
    async ({ table, column: author, as, insert }) => {
      const { sql, params } = await insert();
      const { rows } = await sqlAs<{ id: string; author: string }>(
        stack,
        as().claims,
        `${sql} returning id, ${author} as author`,
        [...params, secondCoach.id],
      );
      const id = rows[0]?.id ?? '';
      expect(rows[0]?.author).toBe(as().id);

      await sqlAs(stack, as().claims, `update public.${table} set ${author} = $2 where id = $1`, [id, secondCoach.id]);
      expect(await column(table, author, id)).toBe(as().id);
    },
  );

  it('a video’s last editor is whoever saved it last', async () => {
    const { rows } = await sqlAs<{ id: string; updated_by: string }>(
      stack,
      coach.claims,
      `insert into public.videos (title, youtube_url, youtube_id, category_id, updated_by)
       values ('Trénink', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', $1, $2) returning id, updated_by`,
      [categoryId, admin.id],
    );
    const id = rows[0]?.id ?? '';
    expect(rows[0]?.updated_by).toBe(coach.id);
    await sqlAs(stack, secondCoach.claims, `update public.videos set title = 'Trénink 2', updated_by = $2 where id = $1`, [
      id,
      admin.id,
    ]);
    expect(await column('videos', 'updated_by', id)).toBe(secondCoach.id);
  });
});
