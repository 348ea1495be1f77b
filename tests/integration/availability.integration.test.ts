import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createMatch, createMember, createSeason, createTrainingSession, recordAttendance } from '../seed/people';

let stack: TestStack;
let juniors: string;
let men: string;
let seasonId: string;
let ownClubId: string;
let admin: SeededUser;
let juniorsCoach: SeededUser;
let menCoach: SeededUser;
let parent: SeededUser;
let player: SeededUser;
let stranger: SeededUser;
let son: string;
let daughter: string;
let otherJunior: string;
let menPlayer: string;

async function link(userId: string, memberId: string, relation: 'self' | 'guardian'): Promise<void> {
  await stack.db.query(`insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, $3)`, [userId, memberId, relation]);
}

beforeAll(async () => {
  stack = await startTestStack('app');
  juniors = await createCategory(stack, 'Dorostenci');
  men = await createCategory(stack, 'Muži');
  seasonId = await createSeason(stack);
  const { rows } = await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`);
  ownClubId = rows[0]?.id ?? '';
  admin = await seedUser(stack, { role: 'admin' });
  juniorsCoach = await seedUser(stack, { role: 'coach', categories: [juniors] });
  menCoach = await seedUser(stack, { role: 'coach', categories: [men] });
  parent = await seedUser(stack);
  player = await seedUser(stack);
  stranger = await seedUser(stack);
  son = await createMember(stack, { categoryId: juniors, name: 'Adam', surname: 'Veselý' });
  daughter = await createMember(stack, { categoryId: juniors, name: 'Běla', surname: 'Veselá', sex: 'female' });
  otherJunior = await createMember(stack, { categoryId: juniors, name: 'Cyril', surname: 'Cizí' });
  menPlayer = await createMember(stack, { categoryId: men, name: 'David', surname: 'Dospělý' });
  await link(parent.id, son, 'guardian');
  await link(parent.id, daughter, 'guardian');
  await link(player.id, menPlayer, 'self');
});
afterAll(async () => {
  await stack.stop();
});

async function juniorTraining(startsInHours = 48, status: 'planned' | 'cancelled' = 'planned'): Promise<string> {
  return createTrainingSession(stack, { categoryId: juniors, seasonId, startsInHours, status });
}

function answer(user: SeededUser | null, memberId: string, eventId: string, value = 'yes', note: string | null = null, eventType = 'training') {
  return sqlAs<{ answer: string; note: string | null; answered_by: string }>(
    stack,
    user?.claims ?? null,
    `select answer, note, answered_by from public.set_availability($1, $2, $3, $4, $5)`,
    [memberId, eventType, eventId, value, note],
  );
}

async function setCategory(categoryId: string, settings: { lockHours?: number; attendingByDefault?: boolean }): Promise<void> {
  await stack.db.query(
    `insert into public.category_availability_settings (category_id, lock_hours, trainings_attending_by_default)
     values ($1, coalesce($2, 2), coalesce($3, false))
     on conflict (category_id) do update set lock_hours = excluded.lock_hours,
       trainings_attending_by_default = excluded.trainings_attending_by_default`,
    [categoryId, settings.lockHours ?? null, settings.attendingByDefault ?? null],
  );
}

describe('who answers for whom', () => {
  it('a guardian answers for each linked child, changes the answer, and the row names who answered', async () => {
    const session = await juniorTraining();
    expect((await answer(parent, son, session, 'yes')).rows).toEqual([{ answer: 'yes', note: null, answered_by: parent.id }]);
    expect((await answer(parent, daughter, session, 'maybe', '  Možná přijdu později  ')).rows).toEqual([
      { answer: 'maybe', note: 'Možná přijdu později', answered_by: parent.id },
    ]);
    await answer(parent, son, session, 'no', 'Nemoc');
    const { rows } = await stack.db.query(
      `select member_id, answer, note from public.availability_answers where training_session_id = $1 order by answer`,
      [session],
    );
    expect(rows).toEqual([
      { member_id: daughter, answer: 'maybe', note: 'Možná přijdu později' },
      { member_id: son, answer: 'no', note: 'Nemoc' },
    ]);
  });

  it('nobody answers for a member they are not linked to, and nothing is stored', async () => {
    const session = await juniorTraining();
    const refused = { code: '42501', message: 'Za tohoto člena nemůžete odpovídat' };
    await expect(answer(parent, otherJunior, session)).rejects.toMatchObject(refused);
    await expect(answer(stranger, son, session)).rejects.toMatchObject(refused);
    await expect(answer(menCoach, son, session)).rejects.toMatchObject(refused);
    await expect(answer(parent, '00000000-0000-4000-8000-00000000dead', session)).rejects.toMatchObject(refused);
    await expect(answer(null, son, session)).rejects.toMatchObject({ code: '42501' });
    const { rows } = await stack.db.query(`select id from public.availability_answers where training_session_id = $1`, [session]);
    expect(rows).toEqual([]);
  });

  it("the category's coach and an admin answer for a member (a call to the coach counts too)", async () => {
    const session = await juniorTraining();
    expect((await answer(juniorsCoach, otherJunior, session, 'no')).rows[0]).toMatchObject({ answered_by: juniorsCoach.id });
    expect((await answer(admin, otherJunior, session, 'yes')).rows[0]).toMatchObject({ answer: 'yes', answered_by: admin.id });
  });

  it('answers are written only through set_availability, never straight into the table', async () => {
    const session = await juniorTraining();
    await expect(
      sqlAs(stack, parent.claims, `insert into public.availability_answers (member_id, training_session_id, answer) values ($1, $2, 'yes')`, [
        son,
        session,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('only staff of the member\'s category link accounts; a member has at most one own account', async () => {
    await expect(
      sqlAs(stack, parent.claims, `insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, 'guardian')`, [
        parent.id,
        otherJunior,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, menCoach.claims, `insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, 'guardian')`, [
        stranger.id,
        otherJunior,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    const linked = await sqlAs(
      stack,
      juniorsCoach.claims,
      `insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, 'self') returning invited_by`,
      [stranger.id, otherJunior],
    );
    expect(linked.rows).toEqual([{ invited_by: juniorsCoach.id }]);
    await expect(link(parent.id, otherJunior, 'self')).rejects.toMatchObject({ code: '23505' });
    const unlinked = await sqlAs(stack, juniorsCoach.claims, `delete from public.member_accounts where user_id = $1 and member_id = $2`, [
      stranger.id,
      otherJunior,
    ]);
    expect(unlinked.affectedRows).toBe(1);
  });
});

describe('which events take an answer', () => {
  it("an event of another category than the member's is refused", async () => {
    const menSession = await createTrainingSession(stack, { categoryId: men, seasonId, startsInHours: 48 });
    await expect(answer(parent, son, menSession)).rejects.toMatchObject({ code: 'P0001', message: 'Událost nepatří do kategorie člena' });
  });

  it('a cancelled training takes no answer', async () => {
    const session = await juniorTraining(48, 'cancelled');
    await expect(answer(parent, son, session)).rejects.toMatchObject({
      code: 'P0001',
      message: 'Trénink byl zrušen, odpověď už není potřeba',
    });
  });

  it('an unknown event is not found; a match the club does not play is not an event', async () => {
    await expect(answer(parent, son, '00000000-0000-4000-8000-00000000beef')).rejects.toMatchObject({
      code: 'PT404',
      message: 'Trénink nebyl nalezen',
    });
    const foreign = await createMatch(stack, { categoryId: juniors, seasonId, date: '2041-05-01' });
    await expect(answer(parent, son, foreign.id, 'yes', null, 'match')).rejects.toMatchObject({
      code: 'PT404',
      message: 'Zápas nebyl nalezen',
    });
    const own = await createMatch(stack, { categoryId: juniors, seasonId, date: '2041-05-01', homeClubId: ownClubId });
    expect((await answer(parent, son, own.id, 'maybe', null, 'match')).rows[0]).toMatchObject({ answer: 'maybe' });
  });

  it('a wrong answer, event type or an over-long note is refused in Czech', async () => {
    const session = await juniorTraining();
    await expect(answer(parent, son, session, 'perhaps')).rejects.toMatchObject({ code: '22023', message: 'Neplatná odpověď' });
    await expect(answer(parent, son, session, 'yes', null, 'party')).rejects.toMatchObject({ code: '22023', message: 'Neplatný typ události' });
    await expect(answer(parent, son, session, 'yes', 'x'.repeat(501))).rejects.toMatchObject({
      code: '22023',
      message: 'Poznámka může mít nejvýše 500 znaků',
    });
    expect((await answer(parent, son, session, 'yes', 'x'.repeat(500))).rows).toHaveLength(1);
  });
});

describe('the lock before the start', () => {
  it('by default answers close 2 hours before the start, for members and staff alike', async () => {
    const soon = await juniorTraining(1);
    const locked = { code: 'P0001', message: 'Odpovědi jsou uzavřené: měnit je lze nejpozději 2 h před začátkem' };
    await expect(answer(parent, son, soon)).rejects.toMatchObject(locked);
    await expect(answer(juniorsCoach, son, soon)).rejects.toMatchObject(locked);
    expect((await answer(parent, son, await juniorTraining(3))).rows).toHaveLength(1);
  });

  it("the category's own lock decides, a past event stays closed", async () => {
    const inThreeHours = await juniorTraining(3);
    const soon = await juniorTraining(1);
    await setCategory(juniors, { lockHours: 5 });
    try {
      await expect(answer(parent, son, inThreeHours)).rejects.toMatchObject({
        code: 'P0001',
        message: 'Odpovědi jsou uzavřené: měnit je lze nejpozději 5 h před začátkem',
      });
      await setCategory(juniors, { lockHours: 0 });
      expect((await answer(parent, son, soon)).rows).toHaveLength(1);
      await expect(answer(parent, son, await juniorTraining(-1))).rejects.toMatchObject({ code: 'P0001' });
    } finally {
      await setCategory(juniors, {});
    }
  });

  it('a coach sets the lock of their own category only', async () => {
    await expect(
      sqlAs(stack, menCoach.claims, `insert into public.category_availability_settings (category_id, lock_hours) values ($1, 24)`, [juniors]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, parent.claims, `update public.category_availability_settings set lock_hours = 0 where category_id = $1`, [juniors]),
    ).resolves.toMatchObject({ affectedRows: 0 });
  });
});

describe('attending by default', () => {
  it("a member's own list shows an opt-out training without an answer as coming; matches and answered ones keep theirs", async () => {
    const category = await createCategory(stack, 'Starší žáci');
    const kid = await createMember(stack, { categoryId: category });
    const guardian = await seedUser(stack);
    await link(guardian.id, kid, 'guardian');
    const unanswered = await createTrainingSession(stack, { categoryId: category, seasonId, startsInHours: 24 });
    const declined = await createTrainingSession(stack, { categoryId: category, seasonId, startsInHours: 30 });
    const match = await createMatch(stack, { categoryId: category, seasonId, homeClubId: ownClubId });
    await stack.db.query(
      `update public.matches set date = ((now() + interval '36 hours') at time zone 'Europe/Prague')::date, time = '12:00' where id = $1`,
      [match.id],
    );
    await answer(guardian, kid, declined, 'no');
    const mine = async () =>
      (
        await sqlAs<{ event_id: string; answer: string | null; effective_answer: string | null; is_default: boolean }>(
          stack,
          guardian.claims,
          `select event_id, answer, effective_answer, is_default from public.get_my_availability() order by starts_at`,
        )
      ).rows;
    const byEvent = async () => Object.fromEntries((await mine()).map((row) => [row.event_id, row]));

    expect((await byEvent())[unanswered]).toMatchObject({ answer: null, effective_answer: null, is_default: false });
    await setCategory(category, { attendingByDefault: true });
    const after = await byEvent();
    expect(after[unanswered]).toMatchObject({ answer: null, effective_answer: 'yes', is_default: true });
    expect(after[declined]).toMatchObject({ answer: 'no', effective_answer: 'no', is_default: false });
    expect(after[match.id]).toMatchObject({ answer: null, effective_answer: null, is_default: false });
  });

  it("the coach's counts name who has not answered, and an opt-out training counts them as coming", async () => {
    const category = await createCategory(stack, 'Mladší žáci');
    const coach = await seedUser(stack, { role: 'coach', categories: [category] });
    const [ann, ben, cid] = await Promise.all(
      ['Anna', 'Ben', 'Cid', 'Dan'].map((name) => createMember(stack, { categoryId: category, name, surname: `Zkouška${name}` })),
    );
    const session = await createTrainingSession(stack, { categoryId: category, seasonId, startsInHours: 24 });
    await answer(coach, ann as string, session, 'yes');
    await answer(coach, ben as string, session, 'no');
    await answer(coach, cid as string, session, 'maybe');
    const counts = async () =>
      (
        await sqlAs(
          stack,
          coach.claims,
          `select event_id, yes_count, no_count, maybe_count, unanswered_count, default_yes_count,
                  array_to_string(unanswered_names, ', ') as unanswered_names
           from public.get_availability_counts($1)`,
          [category],
        )
      ).rows.map(({ event_id, unanswered_names, ...numbers }) => ({
        event_id,
        unanswered_names,
        ...Object.fromEntries(Object.entries(numbers).map(([key, value]) => [key, Number(value)])),
      }));
    expect(await counts()).toEqual([
      { event_id: session, yes_count: 1, no_count: 1, maybe_count: 1, unanswered_count: 1, default_yes_count: 0, unanswered_names: 'Dan ZkouškaDan' },
    ]);
    await setCategory(category, { attendingByDefault: true });
    expect(await counts()).toEqual([
      { event_id: session, yes_count: 2, no_count: 1, maybe_count: 1, unanswered_count: 0, default_yes_count: 1, unanswered_names: '' },
    ]);
    const perMember = await sqlAs(
      stack,
      coach.claims,
      `select name, answer, effective_answer, is_default from public.get_event_availability('training', $1)`,
      [session],
    );
    expect(perMember.rows).toEqual([
      { name: 'Anna', answer: 'yes', effective_answer: 'yes', is_default: false },
      { name: 'Ben', answer: 'no', effective_answer: 'no', is_default: false },
      { name: 'Cid', answer: 'maybe', effective_answer: 'maybe', is_default: false },
      { name: 'Dan', answer: null, effective_answer: 'yes', is_default: true },
    ]);
    const refused = { code: '42501', message: 'Nemáte oprávnění k zobrazení odpovědí této kategorie' };
    await expect(sqlAs(stack, menCoach.claims, `select * from public.get_availability_counts($1)`, [category])).rejects.toMatchObject(refused);
    await expect(sqlAs(stack, parent.claims, `select * from public.get_event_availability('training', $1)`, [session])).rejects.toMatchObject(refused);
  });
});

describe('members who left the club', () => {
  it("the coach's lists and counts leave out a member whose membership has ended, and count one still valid today", async () => {
    const category = await createCategory(stack, 'Ženy B');
    const coach = await seedUser(stack, { role: 'coach', categories: [category] });
    const [current, left] = await Promise.all(
      ['Eva', 'Fany', 'Gita'].map((name) => createMember(stack, { categoryId: category, name, surname: `Odchod${name}`, sex: 'female' })),
    );
    const membership = (memberId: string | undefined, status: string, validTo: string) =>
      stack.db.query(
        `insert into public.member_club_relationships (member_id, club_id, status, valid_from, valid_to)
         values ($1, $2, $3, '2020-01-01', ${validTo})`,
        [memberId, ownClubId, status],
      );
    // Eva's membership runs until today, the club's day (still valid); Fany's ran out in 2021 and
    // another was closed by its status; Gita has none recorded and keeps counting.
    await membership(current, 'active', `(now() at time zone 'Europe/Prague')::date`);
    await membership(left, 'active', `'2021-06-30'`);
    await membership(left, 'ended', 'null');
    const session = await createTrainingSession(stack, { categoryId: category, seasonId, startsInHours: 24 });
    await answer(coach, left as string, session, 'yes');

    const listed = await sqlAs<{ name: string }>(stack, coach.claims, `select name from public.get_event_availability('training', $1)`, [session]);
    expect(listed.rows.map((row) => row.name)).toEqual(['Eva', 'Gita']);
    const counts = await sqlAs<{ counts: string; unanswered_names: string }>(
      stack,
      coach.claims,
      `select concat_ws('/', yes_count, unanswered_count) as counts, array_to_string(unanswered_names, ', ') as unanswered_names
       from public.get_availability_counts($1)`,
      [category],
    );
    // přijde / bez odpovědi
    expect(counts.rows).toEqual([{ counts: '0/2', unanswered_names: 'Eva OdchodEva, Gita OdchodGita' }]);
  });

  it('nobody but the database itself asks whether a member has left', async () => {
    await expect(sqlAs(stack, admin.claims, `select public.member_has_left_club($1)`, [son])).rejects.toMatchObject({ code: '42501' });
  });
});

describe('what each role reads', () => {
  it("a guardian reads their children's rows, links, sessions and attendance, and nobody else's personal data", async () => {
    const session = await juniorTraining();
    const menSession = await createTrainingSession(stack, { categoryId: men, seasonId, startsInHours: 48 });
    await recordAttendance(stack, { sessionId: session, memberId: son, status: 'late' });
    await recordAttendance(stack, { sessionId: session, memberId: otherJunior, status: 'present' });
    const members = await sqlAs(stack, parent.claims, `select id, registration_number is not null as has_number from public.members order by name`);
    expect(members.rows).toEqual([
      { id: son, has_number: true },
      { id: daughter, has_number: true },
    ]);
    const links = await sqlAs(stack, parent.claims, `select member_id from public.member_accounts order by member_id`);
    expect(links.rows.map((row) => row.member_id).sort()).toEqual([son, daughter].sort());
    const sessions = await sqlAs(stack, parent.claims, `select id from public.training_sessions where id = any($1::uuid[])`, [[session, menSession]]);
    expect(sessions.rows).toEqual([{ id: session }]);
    const attendance = await sqlAs(stack, parent.claims, `select member_id, attendance_status from public.member_attendance where training_session_id = $1`, [
      session,
    ]);
    expect(attendance.rows).toEqual([{ member_id: son, attendance_status: 'late' }]);
  });

  it("answers: a member's accounts read theirs, the category's coach and admins read all, another coach none", async () => {
    const session = await juniorTraining();
    await answer(parent, son, session, 'yes');
    await answer(juniorsCoach, otherJunior, session, 'no');
    const read = async (user: SeededUser) =>
      (await sqlAs<{ member_id: string }>(stack, user.claims, `select member_id from public.availability_answers where training_session_id = $1`, [session]))
        .rows.map((row) => row.member_id)
        .sort();
    expect(await read(parent)).toEqual([son]);
    expect(await read(juniorsCoach)).toEqual([son, otherJunior].sort());
    expect(await read(admin)).toEqual([son, otherJunior].sort());
    expect(await read(menCoach)).toEqual([]);
    expect(await read(stranger)).toEqual([]);
    await expect(sqlAs(stack, null, `select id from public.availability_answers`)).rejects.toMatchObject({ code: '42501' });
  });

  it("a member's own list holds their events only, with place, opponent and the cancellation reason", async () => {
    const cancelled = await juniorTraining(60, 'cancelled');
    await stack.db.query(`update public.training_sessions set status_reason = 'Hala je zavřená' where id = $1`, [cancelled]);
    await createTrainingSession(stack, { categoryId: juniors, seasonId, startsInHours: 24 * 60 });
    const { rows } = await sqlAs<{ member_id: string; event_id: string; is_cancelled: boolean; status_reason: string | null; location: string }>(
      stack,
      parent.claims,
      `select member_id, event_id, is_cancelled, status_reason, location from public.get_my_availability(28)`,
    );
    expect(new Set(rows.map((row) => row.member_id))).toEqual(new Set([son, daughter]));
    const cancelledRows = rows.filter((row) => row.event_id === cancelled);
    expect(cancelledRows.map((row) => row.member_id).sort()).toEqual([son, daughter].sort());
    for (const row of cancelledRows) {
      expect(row).toMatchObject({ is_cancelled: true, status_reason: 'Hala je zavřená', location: 'Hřiště Svinov' });
    }
    const playerRows = await sqlAs(stack, player.claims, `select distinct member_id from public.get_my_availability(28)`);
    expect(playerRows.rows.every((row) => row.member_id === menPlayer)).toBe(true);
    expect((await sqlAs(stack, stranger.claims, `select * from public.get_my_availability(28)`)).rows).toEqual([]);
  });
});

describe('own attendance history', () => {
  it("a linked account reads its members' records of the active season without cancelled sessions; others read none", async () => {
    const { rows: seasons } = await stack.db.query<{ id: string }>(`select id from public.seasons where is_active`);
    const active = seasons[0]?.id ?? '';
    const held = await createTrainingSession(stack, { categoryId: juniors, seasonId: active, startsInHours: -48, status: 'done' });
    const cancelled = await createTrainingSession(stack, { categoryId: juniors, seasonId: active, startsInHours: -24, status: 'cancelled' });
    const otherSeason = await createTrainingSession(stack, { categoryId: juniors, seasonId, startsInHours: -72, status: 'done' });
    for (const sessionId of [held, cancelled, otherSeason]) {
      await recordAttendance(stack, { sessionId, memberId: daughter, status: 'late' });
      await recordAttendance(stack, { sessionId, memberId: otherJunior, status: 'present' });
    }
    const history = await sqlAs(stack, parent.claims, `select member_id, training_session_id, attendance_status from public.get_my_attendance()`);
    expect(history.rows).toEqual([{ member_id: daughter, training_session_id: held, attendance_status: 'late' }]);
    expect((await sqlAs(stack, stranger.claims, `select * from public.get_my_attendance()`)).rows).toEqual([]);
    await expect(sqlAs(stack, null, `select * from public.get_my_attendance()`)).rejects.toMatchObject({ code: '42501' });
  });
});
