import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cancelTrainingSession,
  createTrainingSession,
  deleteTrainingSession,
  generateTrainingSessions,
  getAttendanceSummary,
  listSessionAttendance,
  listTrainingSessions,
  markTrainingSessionDone,
  recordAttendance,
} from '@/features/training/api';
import { attendanceErrorMessage } from '@/features/training/attendance-error';
import { attendanceTrend } from '@/features/training/attendance-trend';
import type { TTrainingSeriesInput } from '@/features/training/schema';
import { seriesDates } from '@/features/training/training-series';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMember, createSeason, createTrainingSession as seedSession } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let seasonId: string;
let admin: TypedSupabaseClient;
let coachA: TypedSupabaseClient;
let coachB: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Mladší žáci');
  categoryB = await createCategory(stack, 'Mladší žákyně');
  seasonId = await createSeason(stack);
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  coachA = await as({ role: 'coach', categories: [categoryA] });
  coachB = await as({ role: 'coach', categories: [categoryB] });
});
afterAll(async () => {
  await stack.stop();
});

const scopeA = () => ({ categoryId: categoryA, seasonId });

async function storedSessions(categoryId: string, title: string) {
  const { rows } = await stack.db.query<{ session_date: string; session_time: string | null; location: string | null; status: string }>(
    `select to_char(session_date, 'YYYY-MM-DD') as session_date, session_time::text, location, status
     from public.training_sessions where category_id = $1 and title = $2 order by session_date`,
    [categoryId, title],
  );
  return rows;
}

async function statusOf(sessionId: string): Promise<string | undefined> {
  const { rows } = await stack.db.query<{ status: string }>(`select status from public.training_sessions where id = $1`, [sessionId]);
  return rows[0]?.status;
}

async function attendanceRows(sessionId: string) {
  const { rows } = await stack.db.query<{ member_id: string; attendance_status: string }>(
    `select member_id, attendance_status from public.member_attendance where training_session_id = $1 order by member_id`,
    [sessionId],
  );
  return rows;
}

function series(overrides: Partial<TTrainingSeriesInput>): TTrainingSeriesInput {
  return { title: `Série ${randomUUID().slice(0, 6)}`, date_from: '2026-03-23', date_to: '2026-04-05', weekdays: [2, 4], session_time: '17:00', location: 'Hala Svinov', ...overrides };
}

describe('a coach generates a series of sessions in one call', () => {
  it.each([
    ['Tuesdays and Thursdays across the March change to summer time', { date_from: '2026-03-23', date_to: '2026-04-05', weekdays: [2, 4] }],
    ['every day across the October change to winter time', { date_from: '2026-10-22', date_to: '2026-10-28', weekdays: [1, 2, 3, 4, 5, 6, 7] }],
    ['Sundays from March to October', { date_from: '2026-03-01', date_to: '2026-10-31', weekdays: [7] }],
  ])('%s: the database stores exactly the preview’s dates', async (_name, range) => {
    const input = series(range);
    const dates = await generateTrainingSessions(coachA, randomUUID(), scopeA(), input);
    const preview = seriesDates(input.date_from, input.date_to, input.weekdays);
    expect(preview.length).toBeGreaterThan(0);
    expect(dates).toEqual(preview);
    const stored = await storedSessions(categoryA, input.title);
    expect(stored.map((session) => session.session_date)).toEqual(preview);
    expect(stored.every((session) => session.session_time === '17:00:00' && session.location === 'Hala Svinov' && session.status === 'planned')).toBe(true);
  });

  it('the mutation’s retry with the same series id creates nothing twice', async () => {
    const input = series({});
    const seriesId = randomUUID();
    await generateTrainingSessions(coachA, seriesId, scopeA(), input);
    await generateTrainingSessions(coachA, seriesId, scopeA(), input);
    expect(await storedSessions(categoryA, input.title)).toHaveLength(4);
  });

  it('each generated session has an RFC 4122 id, as the screen’s ?session= link requires', async () => {
    const input = series({});
    await generateTrainingSessions(coachA, randomUUID(), scopeA(), input);
    const sessions = (await listTrainingSessions(coachA, categoryA, seasonId)).filter((session) => session.title === input.title);
    expect(sessions).toHaveLength(4);
    for (const session of sessions) expect(z.uuid().safeParse(session.id).success).toBe(true);
  });

  it('an end before the start is refused with the Czech message, and nothing is stored', async () => {
    const input = series({ date_from: '2026-04-05', date_to: '2026-03-23' });
    await expect(generateTrainingSessions(coachA, randomUUID(), scopeA(), input)).rejects.toMatchObject({
      code: '22023',
      message: 'Datum konce musí být po datu začátku',
    });
    expect(await storedSessions(categoryA, input.title)).toEqual([]);
  });

  it('a coach of category B cannot plan a series for category A: 42501, nothing stored', async () => {
    const input = series({});
    await expect(generateTrainingSessions(coachB, randomUUID(), scopeA(), input)).rejects.toMatchObject({ code: '42501' });
    expect(await storedSessions(categoryA, input.title)).toEqual([]);
  });
});

describe('sessions and attendance are the category coach’s', () => {
  it('a coach of category B neither lists category A sessions nor records their attendance; nothing changes', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(coachA, sessionId, memberId, 'present', null);

    expect(await listTrainingSessions(coachB, categoryA, seasonId)).toEqual([]);
    expect(await listSessionAttendance(coachB, sessionId)).toEqual([]);
    const refusal = await recordAttendance(coachB, sessionId, memberId, 'absent', null).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '42501' });
    expect(attendanceErrorMessage(refusal)).toBe('Nemáte oprávnění k zaznamenání docházky. Kontaktujte administrátora.');
    expect(await attendanceRows(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'present' }]);
  });

  it('a new record for a category B session by its coach A is refused too', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryB, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryB });
    await expect(recordAttendance(coachA, sessionId, memberId, 'present', null)).rejects.toMatchObject({ code: '42501' });
    expect(await attendanceRows(sessionId)).toEqual([]);
  });

  it('a tap on another status changes the one record of the member', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(coachA, sessionId, memberId, 'present', null);
    await recordAttendance(coachA, sessionId, memberId, 'late', 'present');
    await recordAttendance(coachA, sessionId, memberId, 'late', 'late');
    expect(await listSessionAttendance(coachA, sessionId)).toEqual([{ memberId, status: 'late' }]);
    expect(await attendanceRows(sessionId)).toHaveLength(1);
  });

  it('a tap on a member the screen shows unrecorded, recorded meanwhile by another coach, is the duplicate (23505) and overwrites nothing', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(admin, sessionId, memberId, 'present', null);
    const refusal = await recordAttendance(coachA, sessionId, memberId, 'absent', null).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '23505' });
    expect(attendanceErrorMessage(refusal)).toBe('Člen již má zaznamenanou docházku na tento trénink.');
    expect(await attendanceRows(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'present' }]);
  });

  it('a tap on a member whose shown record was removed meanwhile records them anew', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(coachA, sessionId, memberId, 'late', 'present');
    expect(await attendanceRows(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'late' }]);
  });

  it('a created session retried with the same id is stored once', async () => {
    const id = randomUUID();
    const session = { title: `Jednorázový ${id.slice(0, 6)}`, session_date: '2026-11-26', session_time: '16:30', location: null, description: null };
    await createTrainingSession(coachA, id, scopeA(), session);
    await createTrainingSession(coachA, id, scopeA(), { ...session, title: 'Jiný' });
    expect(await storedSessions(categoryA, session.title)).toEqual([{ session_date: '2026-11-26', session_time: '16:30:00', location: null, status: 'planned' }]);
  });
});

describe('a session’s life: done, cancelled, deleted', () => {
  it('cancelling with a reason turns every record of the session absent', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    const members = [await createMember(stack, { categoryId: categoryA }), await createMember(stack, { categoryId: categoryA })];
    await recordAttendance(coachA, sessionId, members[0] ?? '', 'present', null);
    await recordAttendance(coachA, sessionId, members[1] ?? '', 'excused', null);
    await cancelTrainingSession(coachA, sessionId, 'Zamrzlé hřiště');
    expect((await listSessionAttendance(coachA, sessionId)).map((record) => record.status)).toEqual(['absent', 'absent']);
    const [session] = (await listTrainingSessions(coachA, categoryA, seasonId)).filter((row) => row.id === sessionId);
    expect(session).toMatchObject({ status: 'cancelled', status_reason: 'Zamrzlé hřiště' });
  });

  it('marking done turns planned into done and leaves a cancelled session cancelled', async () => {
    const planned = await seedSession(stack, { categoryId: categoryA, seasonId });
    const cancelled = await seedSession(stack, { categoryId: categoryA, seasonId, status: 'cancelled' });
    await markTrainingSessionDone(coachA, planned);
    await markTrainingSessionDone(coachA, cancelled);
    expect(await statusOf(planned)).toBe('done');
    expect(await statusOf(cancelled)).toBe('cancelled');
  });

  it.each([
    ['done', 'Nelze smazat trénink se stavem „proběhl“'],
    ['cancelled', 'Nelze smazat trénink se stavem „zrušen“'],
  ] as const)('a %s session is not deleted: the database says %j', async (status, message) => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId, status });
    await expect(deleteTrainingSession(coachA, sessionId)).rejects.toMatchObject({ code: 'P0001', message });
    expect(await statusOf(sessionId)).toBe(status);
  });

  it('a planned session is deleted by its coach, not by another category’s coach', async () => {
    const sessionId = await seedSession(stack, { categoryId: categoryA, seasonId });
    await deleteTrainingSession(coachB, sessionId);
    expect(await statusOf(sessionId)).toBe('planned');
    await deleteTrainingSession(coachA, sessionId);
    expect(await statusOf(sessionId)).toBeUndefined();
  });
});

describe('attendance summary', () => {
  it('counts, percentage, the last ten statuses oldest first and the trend, on known data', async () => {
    const category = await createCategory(stack, 'Dorostenci');
    const season = await createSeason(stack);
    const regular = await createMember(stack, { categoryId: category, surname: 'Adámek' });
    const newcomer = await createMember(stack, { categoryId: category, surname: 'Bílý' });
    // Twelve sessions on consecutive Mondays and one cancelled in between, inserted out of order.
    const statuses = ['absent', 'absent', 'present', 'absent', 'absent', 'excused', 'present', 'present', 'late', 'present', 'present', 'present'];
    const order = [5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6];
    for (const index of order) {
      const { rows } = await stack.db.query<{ id: string }>(
        `insert into public.training_sessions (title, session_date, category_id, season_id, status)
         values ('Pondělí', date '2026-09-07' + 7 * $1::int, $2, $3, 'done') returning id`,
        [index, category, season],
      );
      await stack.db.query(`insert into public.member_attendance (training_session_id, member_id, attendance_status) values ($1, $2, $3)`, [
        rows[0]?.id,
        regular,
        statuses[index],
      ]);
    }
    const cancelled = await seedSession(stack, { categoryId: category, seasonId: season, status: 'cancelled' });
    await stack.db.query(`insert into public.member_attendance (training_session_id, member_id, attendance_status) values ($1, $2, 'absent')`, [cancelled, regular]);

    const asAdmin = await getAttendanceSummary(admin, category, season);
    expect(asAdmin).toEqual([
      {
        memberId: regular,
        name: 'Jan',
        surname: 'Adámek',
        counts: { present: 6, late: 1, excused: 1, absent: 4 },
        total: 12,
        percentage: 58.3,
        recent: statuses.slice(2),
      },
      { memberId: newcomer, name: 'Jan', surname: 'Bílý', counts: { present: 0, late: 0, excused: 0, absent: 0 }, total: 0, percentage: null, recent: [] },
    ]);
    // Previous five: 1 present of 5; latest five: 4 of 5.
    expect(attendanceTrend(asAdmin[0]?.recent ?? [])).toBe('improving');
    await expect(getAttendanceSummary(coachB, category, season)).rejects.toMatchObject({
      code: '42501',
      message: 'Nemáte oprávnění k zobrazení docházky této kategorie',
    });
  });
});
