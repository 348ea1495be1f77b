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
  categoryA = await createCategory(stack, 'Mladší žáci');
  categoryB = await createCategory(stack, 'Mladší žákyně');
  seasonId = await createSeason(stack);
  admin = await seedUser(stack, { role: 'admin' });
  coachA = await seedUser(stack, { role: 'coach', categories: [categoryA] });
  coachB = await seedUser(stack, { role: 'coach', categories: [categoryB] });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

const insertAttendance = `insert into public.member_attendance (training_session_id, member_id, attendance_status, notes)
  values ($1, $2, $3, $4) returning recorded_by, attendance_status`;

async function attendanceOf(sessionId: string): Promise<unknown[]> {
  const { rows } = await stack.db.query(
    `select member_id, attendance_status, notes from public.member_attendance where training_session_id = $1 order by member_id`,
    [sessionId],
  );
  return rows;
}

describe('recording attendance (coaches only for their categories)', () => {
  it('a coach of category A records attendance at a category A session, as its recorder', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    const { rows } = await sqlAs(stack, coachA.claims, insertAttendance, [sessionId, memberId, 'late', 'Autobus']);
    expect(rows).toEqual([{ recorded_by: coachA.id, attendance_status: 'late' }]);
    expect(await attendanceOf(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'late', notes: 'Autobus' }]);
  });

  it('a coach of category B cannot record category A attendance (42501) and nothing is stored', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await expect(sqlAs(stack, coachB.claims, insertAttendance, [sessionId, memberId, 'present', null])).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "member_attendance"',
    });
    expect(await attendanceOf(sessionId)).toEqual([]);
  });

  it('a coach of category B neither reads nor changes category A attendance', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(stack, { sessionId, memberId, status: 'present' });
    const read = await sqlAs(stack, coachB.claims, `select id from public.member_attendance where training_session_id = $1`, [sessionId]);
    expect(read.rows).toEqual([]);
    const update = await sqlAs(
      stack,
      coachB.claims,
      `update public.member_attendance set attendance_status = 'absent' where training_session_id = $1`,
      [sessionId],
    );
    expect(update.affectedRows).toBe(0);
    const removal = await sqlAs(stack, coachB.claims, `delete from public.member_attendance where training_session_id = $1`, [sessionId]);
    expect(removal.affectedRows).toBe(0);
    expect(await attendanceOf(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'present', notes: null }]);
  });

  it('a coach of category A cannot move a record to a category B session', async () => {
    const sessionA = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const sessionB = await createTrainingSession(stack, { categoryId: categoryB, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    const recordId = await recordAttendance(stack, { sessionId: sessionA, memberId });
    await expect(
      sqlAs(stack, coachA.claims, `update public.member_attendance set training_session_id = $2 where id = $1`, [recordId, sessionB]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await attendanceOf(sessionA)).toEqual([{ member_id: memberId, attendance_status: 'present', notes: null }]);
    expect(await attendanceOf(sessionB)).toEqual([]);
  });

  it('a coach of category A changes a record of their session', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await recordAttendance(stack, { sessionId, memberId, status: 'absent' });
    await sqlAs(
      stack,
      coachA.claims,
      `update public.member_attendance set attendance_status = 'excused', notes = 'Nemoc' where training_session_id = $1`,
      [sessionId],
    );
    expect(await attendanceOf(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'excused', notes: 'Nemoc' }]);
  });

  it('an admin records attendance in any category; plain members and anon cannot', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryB, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryB });
    await sqlAs(stack, admin.claims, insertAttendance, [sessionId, memberId, 'present', null]);
    await expect(sqlAs(stack, member.claims, insertAttendance, [sessionId, await createMember(stack), 'present', null])).rejects.toMatchObject({
      code: '42501',
    });
    await expect(sqlAs(stack, null, insertAttendance, [sessionId, await createMember(stack), 'present', null])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await attendanceOf(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'present', notes: null }]);
  });
});

describe('attendance rules', () => {
  it('a member has one record per session: a second one is a 23505 duplicate', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const memberId = await createMember(stack, { categoryId: categoryA });
    await sqlAs(stack, coachA.claims, insertAttendance, [sessionId, memberId, 'present', null]);
    await expect(sqlAs(stack, coachA.claims, insertAttendance, [sessionId, memberId, 'absent', null])).rejects.toMatchObject({
      code: '23505',
      constraint: 'member_attendance_member_id_training_session_id_key',
    });
    expect(await attendanceOf(sessionId)).toEqual([{ member_id: memberId, attendance_status: 'present', notes: null }]);
  });

  it('the same member may attend different sessions', async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    const first = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    const second = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await recordAttendance(stack, { sessionId: first, memberId });
    await recordAttendance(stack, { sessionId: second, memberId, status: 'late' });
    expect(await attendanceOf(second)).toEqual([{ member_id: memberId, attendance_status: 'late', notes: null }]);
  });

  it('attendance status is present, absent, late or excused', async () => {
    const sessionId = await createTrainingSession(stack, { categoryId: categoryA, seasonId });
    await expect(
      sqlAs(stack, coachA.claims, insertAttendance, [sessionId, await createMember(stack), 'sick', null]),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await attendanceOf(sessionId)).toEqual([]);
  });
});
