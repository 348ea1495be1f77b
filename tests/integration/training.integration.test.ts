import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createMember, createSeason, createTrainingSession, recordAttendance } from '../seed/people';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let seasonId: string;
let admin: SeededUser;
let coachA: SeededUser;
let coachB: SeededUser;
let member: SeededUser;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Starší žáci');
  categoryB = await createCategory(stack, 'Starší žákyně');
  seasonId = await createSeason(stack);
  admin = await seedUser(stack, { role: 'admin' });
  coachA = await seedUser(stack, { role: 'coach', categories: [categoryA] });
  coachB = await seedUser(stack, { role: 'coach', categories: [categoryB] });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

async function readSession(id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await stack.db.query(`select title, status, status_reason from public.training_sessions where id = $1`, [id]);
  return rows[0];
}

async function attendanceOf(sessionId: string): Promise<string[]> {
  const { rows } = await stack.db.query<{ attendance_status: string }>(
    `select attendance_status from public.member_attendance where training_session_id = $1 order by member_id`,
    [sessionId],
  );
  return rows.map((row) => row.attendance_status);
}

describe('who plans training sessions', () => {
  it('a coach of category A plans a session for category A, recorded as its coach', async () => {
    const { rows } = await sqlAs<{ coach_id: string; status: string }>(
      stack,
      coachA.claims,
      `insert into public.training_sessions (title, session_date, session_time, location, category_id, season_id)
       values ('Kondice', '2041-03-03', '17:00', 'Hala', $1, $2) returning coach_id, status`,
      [categoryA, seasonId],
    );
    expect(rows).toEqual([{ coach_id: coachA.id, status: 'planned' }]);
  });

  it('a coach of category B cannot plan a category A session, and none is stored', async () => {
    const title = `Cizí trénink ${Date.now()}`;
    await expect(
      sqlAs(
        stack,
        coachB.claims,
        `insert into public.training_sessions (title, session_date, category_id, season_id) values ($1, '2041-03-03', $2, $3)`,
        [title, categoryA, seasonId],
      ),
    ).rejects.toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "training_sessions"' });
    const { rows } = await stack.db.query(`select id from public.training_sessions where title = $1`, [title]);
    expect(rows).toEqual([]);
  });

  it('a coach of category B neither reads nor edits a category A session, which stays as it was', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId, title: 'Střelba' });
    expect((await sqlAs(stack, coachB.claims, `select id from public.training_sessions where id = $1`, [sessionId])).rows).toEqual([]);
    const update = await sqlAs(stack, coachB.claims, `update public.training_sessions set title = 'Přepsáno' where id = $1`, [sessionId]);
    expect(update.affectedRows).toBe(0);
    const moved = await sqlAs(stack, coachA.claims, `update public.training_sessions set category_id = $2 where id = $1`, [
      sessionId,
      categoryA,
    ]);
    expect(moved.affectedRows).toBe(1);
    await expect(
      sqlAs(stack, coachA.claims, `update public.training_sessions set category_id = $2 where id = $1`, [sessionId, categoryB]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await readSession(sessionId)).toEqual({ title: 'Střelba', status: 'planned', status_reason: null });
  });

  it('an admin plans sessions of any category; anon and plain members see none', async () => {
    const { rows } = await sqlAs<{ id: string }>(
      stack,
      admin.claims,
      `insert into public.training_sessions (title, session_date, category_id, season_id) values ('Admin', '2041-03-04', $1, $2) returning id`,
      [categoryB, seasonId],
    );
    const id = rows[0]?.id;
    expect((await sqlAs(stack, member.claims, `select id from public.training_sessions where id = $1`, [id])).rows).toEqual([]);
    await expect(sqlAs(stack, null, `select id from public.training_sessions`)).rejects.toMatchObject({ code: '42501' });
  });

  it('status is planned, done or cancelled', async () => {
    await expect(
      stack.db.query(
        `insert into public.training_sessions (title, session_date, category_id, season_id, status)
         values ('Odloženo', '2041-03-05', $1, $2, 'postponed')`,
        [categoryA, seasonId],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('cancelling a training session', () => {
  it('stores the reason, sets the session cancelled and every attendance record absent', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    for (const status of ['present', 'late', 'excused', 'absent'] as const) {
      await recordAttendance(stack, { sessionId, memberId: await createMember(stack, { categoryId: categoryA }), status });
    }
    const otherSession = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await recordAttendance(stack, { sessionId: otherSession, memberId: await createMember(stack), status: 'present' });

    await sqlAs(stack, coachA.claims, `select public.cancel_training_session($1, $2)`, [sessionId, 'Zatopené hřiště']);

    expect(await readSession(sessionId)).toMatchObject({ status: 'cancelled', status_reason: 'Zatopené hřiště' });
    expect(await attendanceOf(sessionId)).toEqual(['absent', 'absent', 'absent', 'absent']);
    expect(await attendanceOf(otherSession)).toEqual(['present']);
  });

  it('the reason is optional', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await sqlAs(stack, coachA.claims, `select public.cancel_training_session($1)`, [sessionId]);
    expect(await readSession(sessionId)).toMatchObject({ status: 'cancelled', status_reason: null });
  });

  it('a coach of category B cannot cancel a category A session: nothing changes', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await recordAttendance(stack, { sessionId, memberId: await createMember(stack), status: 'present' });
    await expect(
      sqlAs(stack, coachB.claims, `select public.cancel_training_session($1, 'Nemám čas')`, [sessionId]),
    ).rejects.toMatchObject({ code: 'PT404', message: 'Trénink nebyl nalezen' });
    expect(await readSession(sessionId)).toMatchObject({ status: 'planned', status_reason: null });
    expect(await attendanceOf(sessionId)).toEqual(['present']);
  });

  it.each([
    ['done', 'Trénink, který proběhl, nelze zrušit: jeho docházka zůstává zapsaná'],
    ['cancelled', 'Trénink je už zrušen'],
  ] as const)('a %s session is not cancelled: the database says %j and its attendance stays', async (status, message) => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId, status });
    for (const recorded of ['present', 'late', 'excused'] as const) {
      await recordAttendance(stack, { sessionId, memberId: await createMember(stack, { categoryId: categoryA }), status: recorded });
    }
    const before = await attendanceOf(sessionId);
    await expect(sqlAs(stack, coachA.claims, `select public.cancel_training_session($1, 'Omylem')`, [sessionId])).rejects.toMatchObject({
      code: 'P0001',
      message,
    });
    expect(await readSession(sessionId)).toMatchObject({ status, status_reason: null });
    expect(await attendanceOf(sessionId)).toEqual(before);
  });

  it('anon cannot cancel a session', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await expect(sqlAs(stack, null, `select public.cancel_training_session($1)`, [sessionId])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await readSession(sessionId)).toMatchObject({ status: 'planned' });
  });
});

describe('deleting a training session', () => {
  it('a done session cannot be deleted and stays with its attendance', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId, status: 'done' });
    await recordAttendance(stack, { sessionId, memberId: await createMember(stack), status: 'late' });
    await expect(
      sqlAs(stack, coachA.claims, `delete from public.training_sessions where id = $1`, [sessionId]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'Nelze smazat trénink se stavem „proběhl“' });
    expect(await readSession(sessionId)).toMatchObject({ status: 'done' });
    expect(await attendanceOf(sessionId)).toEqual(['late']);
  });

  it('a cancelled session cannot be deleted, not even by an admin', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId, status: 'cancelled' });
    await expect(sqlAs(stack, admin.claims, `delete from public.training_sessions where id = $1`, [sessionId])).rejects.toMatchObject({
      code: 'P0001',
      message: 'Nelze smazat trénink se stavem „zrušen“',
    });
    expect(await readSession(sessionId)).toMatchObject({ status: 'cancelled' });
  });

  it('a planned session is deleted with its attendance', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await recordAttendance(stack, { sessionId, memberId: await createMember(stack) });
    const result = await sqlAs(stack, coachA.claims, `delete from public.training_sessions where id = $1`, [sessionId]);
    expect(result.affectedRows).toBe(1);
    expect(await readSession(sessionId)).toBeUndefined();
    expect(await attendanceOf(sessionId)).toEqual([]);
  });

  it('a coach of category B cannot delete a planned category A session', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const result = await sqlAs(stack, coachB.claims, `delete from public.training_sessions where id = $1`, [sessionId]);
    expect(result.affectedRows).toBe(0);
    expect(await readSession(sessionId)).toMatchObject({ status: 'planned' });
  });
});
