import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createMeetingMinutes, createMember } from '../seed/people';

let stack: TestStack;
let admin: SeededUser;
let coach: SeededUser;
let member: SeededUser;

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
  coach = await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

async function nextNumber(date: string | null): Promise<string | undefined> {
  const sql = date === null ? `select public.get_next_meeting_number()::text as n` : `select public.get_next_meeting_number($1)::text as n`;
  const { rows } = await sqlAs<{ n: string }>(stack, admin.claims, sql, date === null ? [] : [date]);
  return rows[0]?.n;
}

describe('next meeting number', () => {
  it('is 1 in a year without minutes', async () => {
    expect(await nextNumber('2071-05-05')).toBe('1');
  });

  it('is the highest number of the calendar year + 1, other years not counted', async () => {
    await createMeetingMinutes(stack, { meetingNumber: 3, meetingDate: '2072-01-01' });
    await createMeetingMinutes(stack, { meetingNumber: 7, meetingDate: '2072-12-31' });
    await createMeetingMinutes(stack, { meetingNumber: 5, meetingDate: '2072-06-15' });
    await createMeetingMinutes(stack, { meetingNumber: 40, meetingDate: '2071-12-31' });
    await createMeetingMinutes(stack, { meetingNumber: 41, meetingDate: '2073-01-01' });
    expect(await nextNumber('2072-03-01')).toBe('8');
  });

  it('counts soft-deleted minutes, so a number is never handed out twice', async () => {
    await createMeetingMinutes(stack, { meetingNumber: 2, meetingDate: '2074-02-02', isActive: false });
    expect(await nextNumber('2074-11-11')).toBe('3');
  });

  it('defaults to the current year', async () => {
    const { rows } = await stack.db.query<{ year: string }>(`select extract(year from current_date)::int::text as year`);
    const year = rows[0]?.year ?? '';
    const before = Number(await nextNumber(null));
    await createMeetingMinutes(stack, { meetingNumber: before + 10, meetingDate: `${year}-01-01` });
    expect(await nextNumber(null)).toBe(String(before + 11));
  });

  it('a coach gets the number too; anon cannot call it', async () => {
    await createMeetingMinutes(stack, { meetingNumber: 4, meetingDate: '2075-04-04' });
    const { rows } = await sqlAs(stack, coach.claims, `select public.get_next_meeting_number('2075-10-10')::text as n`);
    expect(rows).toEqual([{ n: '5' }]);
    await expect(sqlAs(stack, null, `select public.get_next_meeting_number('2075-10-10')`)).rejects.toMatchObject({ code: '42501' });
  });
});

describe('who reads and writes meeting minutes (admin writes, coach portal reads)', () => {
  const insertMinutes = `insert into public.meeting_minutes (meeting_number, meeting_date, meeting_place, wrote_by)
    values ($1, $2, 'Klubovna', $3) returning id`;

  it('an admin writes minutes with attendees who default to present with empty notes', async () => {
    const { rows } = await sqlAs<{ id: string }>(stack, admin.claims, insertMinutes, [1, '2076-01-10', admin.id]);
    const minutesId = rows[0]?.id;
    const memberId = await createMember(stack, { functions: ['club_management'] });
    await sqlAs(stack, admin.claims, `insert into public.meeting_attendees (meeting_minutes_id, member_id) values ($1, $2)`, [
      minutesId,
      memberId,
    ]);
    await sqlAs(
      stack,
      admin.claims,
      `insert into public.meeting_attendees (meeting_minutes_id, user_id, status, notes) values ($1, $2, 'excused', 'Dovolená')`,
      [minutesId, coach.id],
    );
    const { rows: attendees } = await stack.db.query(
      `select member_id, user_id, status, notes from public.meeting_attendees where meeting_minutes_id = $1 order by status`,
      [minutesId],
    );
    expect(attendees).toEqual([
      { member_id: null, user_id: coach.id, status: 'excused', notes: 'Dovolená' },
      { member_id: memberId, user_id: null, status: 'present', notes: '' },
    ]);
  });

  it('a coach reads minutes and attendees but cannot write them, and nothing changes', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 2, meetingDate: '2076-02-10' });
    await stack.db.query(`insert into public.meeting_attendees (meeting_minutes_id, user_id) values ($1, $2)`, [minutesId, admin.id]);
    expect((await sqlAs(stack, coach.claims, `select id from public.meeting_minutes where id = $1`, [minutesId])).rows).toEqual([
      { id: minutesId },
    ]);
    expect(
      (await sqlAs(stack, coach.claims, `select user_id from public.meeting_attendees where meeting_minutes_id = $1`, [minutesId])).rows,
    ).toEqual([{ user_id: admin.id }]);

    await expect(sqlAs(stack, coach.claims, insertMinutes, [3, '2076-03-10', coach.id])).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "meeting_minutes"',
    });
    const update = await sqlAs(stack, coach.claims, `update public.meeting_minutes set meeting_place = 'Hospoda' where id = $1`, [
      minutesId,
    ]);
    expect(update.affectedRows).toBe(0);
    await expect(
      sqlAs(stack, coach.claims, `insert into public.meeting_attendees (meeting_minutes_id, user_id) values ($1, $2)`, [minutesId, coach.id]),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await stack.db.query(
      `select m.meeting_place, (select count(*) from public.meeting_attendees a where a.meeting_minutes_id = m.id)::text as attendees
       from public.meeting_minutes m where m.id = $1`,
      [minutesId],
    );
    expect(rows).toEqual([{ meeting_place: 'Klubovna', attendees: '1' }]);
    const { rows: byCoach } = await stack.db.query(`select id from public.meeting_minutes where meeting_number = 3 and meeting_date = '2076-03-10'`);
    expect(byCoach).toEqual([]);
  });

  it('a plain member reads no minutes; anon is refused', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 5, meetingDate: '2076-05-10' });
    expect((await sqlAs(stack, member.claims, `select id from public.meeting_minutes where id = $1`, [minutesId])).rows).toEqual([]);
    await expect(sqlAs(stack, null, `select id from public.meeting_minutes`)).rejects.toMatchObject({ code: '42501' });
    await expect(sqlAs(stack, null, `select id from public.meeting_attendees`)).rejects.toMatchObject({ code: '42501' });
  });

  it('the writer defaults to the signed-in admin', async () => {
    const { rows } = await sqlAs<{ wrote_by: string }>(
      stack,
      admin.claims,
      `insert into public.meeting_minutes (meeting_number, meeting_date) values (4, '2076-04-10') returning wrote_by`,
    );
    expect(rows).toEqual([{ wrote_by: admin.id }]);
  });

  it('an admin soft-deletes minutes with is_active false', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 6, meetingDate: '2076-06-10' });
    await sqlAs(stack, admin.claims, `update public.meeting_minutes set is_active = false where id = $1`, [minutesId]);
    const { rows } = await stack.db.query(`select is_active from public.meeting_minutes where id = $1`, [minutesId]);
    expect(rows).toEqual([{ is_active: false }]);
  });
});

describe('meeting minutes rules', () => {
  it('the meeting number is at least 1', async () => {
    await expect(createMeetingMinutes(stack, { meetingNumber: 0, meetingDate: '2077-01-01' })).rejects.toMatchObject({ code: '23514' });
  });

  it('an attendee is a user or a member, listed once per meeting', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 1, meetingDate: '2077-02-02' });
    await expect(
      stack.db.query(`insert into public.meeting_attendees (meeting_minutes_id) values ($1)`, [minutesId]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'meeting_attendees_person_check' });
    const memberId = await createMember(stack);
    const insert = `insert into public.meeting_attendees (meeting_minutes_id, member_id) values ($1, $2)`;
    await stack.db.query(insert, [minutesId, memberId]);
    await expect(stack.db.query(insert, [minutesId, memberId])).rejects.toMatchObject({
      code: '23505',
      constraint: 'meeting_attendees_minutes_member_key',
    });
  });

  it('attendee status is present or excused', async () => {
    const minutesId = await createMeetingMinutes(stack, { meetingNumber: 2, meetingDate: '2077-03-03' });
    await expect(
      stack.db.query(`insert into public.meeting_attendees (meeting_minutes_id, user_id, status) values ($1, $2, 'absent')`, [
        minutesId,
        admin.id,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the writers’ list', () => {
  async function writerNameFor(caller: SeededUser, writer: SeededUser): Promise<string | undefined> {
    const { rows } = await sqlAs<{ user_id: string; name: string }>(stack, caller.claims, 'select * from public.get_meeting_minutes_writers()');
    return rows.find((row) => row.user_id === writer.id)?.name;
  }

  it('names an admin without a display name by their e-mail for admins only; a coach reads no address', async () => {
    await stack.db.query(`update public.profiles set display_name = null where user_id = $1`, [admin.id]);
    expect(await writerNameFor(admin, admin)).toBe(admin.email);
    const forCoach = await writerNameFor(coach, admin);
    expect(forCoach).toBe(`Zapisovatel ${admin.id.slice(0, 4)}`);
    expect(forCoach).not.toContain('@');
  });

  it('names a writer with a display name by it for everyone who reads the list; a member reads none', async () => {
    await stack.db.query(`update public.profiles set display_name = 'Jana Zapisovatelka' where user_id = $1`, [admin.id]);
    expect(await writerNameFor(coach, admin)).toBe('Jana Zapisovatelka');
    expect(await writerNameFor(member, admin)).toBeUndefined();
  });
});
