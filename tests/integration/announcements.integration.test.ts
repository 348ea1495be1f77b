import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { runAnnouncementJob } from '@/features/announcements/server/deliver';
import { createMailer, type SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createMember } from '../seed/people';

let stack: TestStack;
let juniors: string;
let men: string;
let admin: SeededUser;
let juniorsCoach: SeededUser;
let menCoach: SeededUser;
let parent: SeededUser;
let player: SeededUser;
let formerPlayer: SeededUser;
let bannedParent: SeededUser;
let stranger: SeededUser;

async function link(userId: string, memberId: string, relation: 'self' | 'guardian'): Promise<void> {
  await stack.db.query(`insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, $3)`, [userId, memberId, relation]);
}

beforeAll(async () => {
  stack = await startTestStack('app');
  juniors = await createCategory(stack, 'Dorostenci');
  men = await createCategory(stack, 'Muži');
  admin = await seedUser(stack, { role: 'admin' });
  juniorsCoach = await seedUser(stack, { role: 'coach', categories: [juniors] });
  menCoach = await seedUser(stack, { role: 'coach', categories: [men] });
  parent = await seedUser(stack);
  player = await seedUser(stack);
  formerPlayer = await seedUser(stack);
  bannedParent = await seedUser(stack);
  stranger = await seedUser(stack);
  // The parent speaks for two juniors: one mail, not two.
  await link(parent.id, await createMember(stack, { categoryId: juniors, name: 'Adam', surname: 'Veselý' }), 'guardian');
  await link(parent.id, await createMember(stack, { categoryId: juniors, name: 'Běla', surname: 'Veselá', sex: 'female' }), 'guardian');
  await link(player.id, await createMember(stack, { categoryId: men, name: 'David', surname: 'Dospělý' }), 'self');
  const former = await createMember(stack, { categoryId: juniors, name: 'Emil', surname: 'Odešel' });
  await link(formerPlayer.id, former, 'self');
  const { rows } = await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`);
  await stack.db.query(
    `insert into public.member_club_relationships (member_id, club_id, status, valid_from, valid_to)
     values ($1, $2, 'inactive', '2020-01-01', '2025-06-30')`,
    [former, rows[0]?.id],
  );
  await link(bannedParent.id, await createMember(stack, { categoryId: juniors, name: 'Filip', surname: 'Zablokovaný' }), 'guardian');
  await stack.db.query(`update auth.users set banned_until = now() + interval '10 years' where id = $1`, [bannedParent.id]);
});
afterAll(async () => {
  await stack.stop();
});

const ORIGIN = 'http://klub.test';

function send(user: SeededUser, categoryId: string | null, options: { id?: string; subject?: string; body?: string; staff?: boolean } = {}) {
  return sqlAs<{ count: number }>(
    stack,
    user.claims,
    `select public.send_announcement($1, $2, $3, $4, $5) as count`,
    [options.id ?? randomUUID(), options.subject ?? 'Trénink v 17:30', options.body ?? 'Ve čtvrtek začínáme v 17:30.', options.staff ?? false, categoryId],
  );
}

async function recipientsOf(announcementId: string): Promise<string[]> {
  const { rows } = await stack.db.query<{ email: string }>(
    `select email from public.announcement_recipients where announcement_id = $1 order by email`,
    [announcementId],
  );
  return rows.map((row) => row.email);
}

const emails = (...users: SeededUser[]) => users.map((user) => user.email).sort();

/** Counts as numbers: the SQL layer may hand integers over as text. */
function counted<Row extends Record<string, unknown>>(rows: Row[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /^\d+$/.test(String(value)) ? Number(value) : value])));
}

describe('who gets an announcement', () => {
  it("a coach's announcement reaches each linked account of the category once, not those who left or are banned", async () => {
    const id = randomUUID();
    expect(counted((await send(juniorsCoach, juniors, { id })).rows)).toEqual([{ count: 1 }]);
    expect(await recipientsOf(id)).toEqual(emails(parent));
  });

  it("with staff, the category's coaches get it too; the whole club with staff reaches every linked account, coach and admin", async () => {
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, staff: true });
    expect(await recipientsOf(id)).toEqual(emails(parent, juniorsCoach));

    const club = randomUUID();
    await send(admin, null, { id: club, staff: true });
    expect(await recipientsOf(club)).toEqual(expect.arrayContaining(emails(parent, player, juniorsCoach, menCoach, admin)));
    expect(await recipientsOf(club)).not.toContain(formerPlayer.email);
    expect(await recipientsOf(club)).not.toContain(stranger.email);
  });

  it('the confirmation counts the same accounts the announcement then reaches', async () => {
    const { rows } = await sqlAs<{ count: number }>(stack, juniorsCoach.claims, `select public.count_announcement_recipients(true, $1) as count`, [juniors]);
    expect(counted(rows)).toEqual([{ count: 2 }]);
  });
});

describe('who may send', () => {
  it("a coach writes only to their own categories, and only an admin to the whole club", async () => {
    await expect(send(menCoach, juniors)).rejects.toMatchObject({ code: '42501', message: 'Do této kategorie nemůžete psát oznámení' });
    await expect(send(juniorsCoach, null)).rejects.toMatchObject({ code: '42501', message: 'Oznámení celému klubu může poslat jen administrátor' });
    await expect(send(parent, juniors)).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, null, `select public.send_announcement($1, 'a', 'b', false, $2)`, [randomUUID(), juniors]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(counted((await send(admin, men)).rows)).toEqual([{ count: 1 }]);
  });

  it('an empty or too long subject or text is refused with its message and nothing is recorded', async () => {
    const id = randomUUID();
    await expect(send(juniorsCoach, juniors, { id, subject: '   ' })).rejects.toMatchObject({ message: 'Předmět oznámení je povinný' });
    await expect(send(juniorsCoach, juniors, { id, subject: 'x'.repeat(151) })).rejects.toMatchObject({
      message: 'Předmět oznámení může mít nejvýše 150 znaků',
    });
    await expect(send(juniorsCoach, juniors, { id, body: '' })).rejects.toMatchObject({ message: 'Text oznámení je povinný' });
    await expect(send(juniorsCoach, juniors, { id, body: 'x'.repeat(5001) })).rejects.toMatchObject({
      message: 'Text oznámení může mít nejvýše 5000 znaků',
    });
    const { rows } = await stack.db.query(`select 1 from public.announcements where id = $1`, [id]);
    expect(rows).toEqual([]);
  });

  it('a repeated send of the same form records it once; the same id for another text is refused', async () => {
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id });
    expect(counted((await send(juniorsCoach, juniors, { id })).rows)).toEqual([{ count: 1 }]);
    expect(await recipientsOf(id)).toEqual(emails(parent));
    await expect(send(juniorsCoach, juniors, { id, subject: 'Jiný předmět' })).rejects.toMatchObject({ code: '23505' });
  });
});

describe('who reads the history', () => {
  it("a coach reads their categories' announcements with progress and recipients; other coaches and members read nothing", async () => {
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, subject: 'Historie' });
    const overview = `select subject, recipient_count, sent_count, failed_count from public.announcement_overview where id = $1`;
    expect(counted((await sqlAs(stack, juniorsCoach.claims, overview, [id])).rows)).toEqual([
      { subject: 'Historie', recipient_count: 1, sent_count: 0, failed_count: 0 },
    ]);
    expect((await sqlAs(stack, admin.claims, overview, [id])).rows).toHaveLength(1);
    expect((await sqlAs(stack, menCoach.claims, overview, [id])).rows).toEqual([]);
    expect((await sqlAs(stack, parent.claims, overview, [id])).rows).toEqual([]);
    const recipients = `select email, status from public.announcement_recipients where announcement_id = $1`;
    expect((await sqlAs(stack, juniorsCoach.claims, recipients, [id])).rows).toEqual([{ email: parent.email, status: 'pending' }]);
    expect((await sqlAs(stack, parent.claims, recipients, [id])).rows).toEqual([]);
  });

  it('nobody writes the tables directly', async () => {
    await expect(
      sqlAs(stack, admin.claims, `insert into public.announcements (subject, body) values ('a', 'b')`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      sqlAs(stack, admin.claims, `update public.announcement_recipients set status = 'sent' where true`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('the mail job', () => {
  async function claim(limit: number) {
    const { rows } = await stack.db.query<{ announcement_id: string; email: string; subject: string; category_name: string | null; unsubscribe_token: string }>(
      `select announcement_id, email, subject, category_name, unsubscribe_token from public.claim_announcement_deliveries($1, 600)`,
      [limit],
    );
    return rows;
  }
  /** A killed run's lease ends. */
  async function expireLeases() {
    await stack.db.query(`update public.announcement_recipients set claimed_at = now() - interval '1 second' where claimed_at is not null`);
  }
  async function finish(announcementId: string, email: string, error: string | null = null) {
    await stack.db.query(
      `select public.finish_announcement_delivery($1, (select id from auth.users where email = $2), $3)`,
      [announcementId, email, error],
    );
  }

  it('takes each pending recipient once, even for two jobs at a time, and marks what was sent', async () => {
    await stack.db.query(`update public.announcement_recipients set status = 'sent' where status = 'pending'`);
    const id = randomUUID();
    await send(admin, null, { id, subject: 'Celý klub', staff: true });
    const total = (await recipientsOf(id)).length;
    const [first, second] = await Promise.all([claim(2), claim(100)]);
    const claimed = [...(first ?? []), ...(second ?? [])];
    expect(claimed).toHaveLength(total);
    expect(new Set(claimed.map((row) => row.email)).size).toBe(total);
    expect(claimed[0]).toMatchObject({ subject: 'Celý klub', category_name: null });
    expect(claimed[0]?.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect(await claim(100)).toEqual([]);
    for (const row of claimed) await finish(row.announcement_id, row.email);
    const { rows } = await stack.db.query(`select sent_count, recipient_count from public.announcement_overview where id = $1`, [id]);
    expect(counted(rows)).toEqual([{ sent_count: total, recipient_count: total }]);
  });

  it('a job killed after claiming leaves its recipients to the next run once the lease is over', async () => {
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, subject: 'Přerušeno' });
    expect(await claim(10)).toHaveLength(1);
    expect(await claim(10)).toEqual([]);
    await expireLeases();
    const retried = await claim(10);
    expect(retried.map((row) => row.email)).toEqual([parent.email]);
    await finish(id, parent.email);
    await expireLeases();
    expect(await claim(10)).toEqual([]);
  });

  it('a failed send is tried again by the next run, and given up after the fifth attempt', async () => {
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, subject: 'Chyba SMTP' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [row] = await claim(10);
      expect(row?.email).toBe(parent.email);
      await finish(id, parent.email, '421 try later');
      expect(await claim(10)).toEqual([]);
      await expireLeases();
    }
    expect(await claim(10)).toEqual([]);
    const { rows } = await stack.db.query(`select failed_count from public.announcement_overview where id = $1`, [id]);
    expect(counted(rows)).toEqual([{ failed_count: 1 }]);
  });

  it('only the service role runs the job', async () => {
    await expect(sqlAs(stack, admin.claims, `select * from public.claim_announcement_deliveries(10)`)).rejects.toMatchObject({ code: '42501' });
  });

  it('an account that switched announcements off is not among the recipients', async () => {
    await stack.db.query(`insert into public.mail_preferences (user_id, kind, enabled) values ($1, 'announcement', false)`, [player.id]);
    const id = randomUUID();
    await send(admin, men, { id });
    expect(await recipientsOf(id)).toEqual([]);
    await stack.db.query(`delete from public.mail_preferences where user_id = $1`, [player.id]);
  });
});

describe('sending through the mail server', () => {
  const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
  let mailer: ReturnType<typeof createMailer>;
  beforeAll(async () => {
    mailer = createMailer({ host: '127.0.0.1', port: stack.smtpPort, secure: false, auth: null, from: 'TJ Klub <web@klub.test>' });
    // Whatever the earlier tests left pending is not this test's.
    await stack.db.query(`update public.announcement_recipients set status = 'sent' where status = 'pending'`);
  });
  afterAll(() => mailer.close());

  it('mails the announcement to each recipient once, escaped, with an unsubscribe link for announcements; the history shows it sent', async () => {
    stack.mail.clear();
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, subject: 'Trénink <přesunut>', body: 'Ve čtvrtek v 17:30.\n\nVezměte si <b>míče</b>.', staff: true });
    const [first, second] = await Promise.all([runAnnouncementJob(service(), mailer.send, ORIGIN), runAnnouncementJob(service(), mailer.send, ORIGIN)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(2);
    const [mail] = stack.mail.list(parent.email);
    expect(stack.mail.list(parent.email)).toHaveLength(1);
    expect(stack.mail.list(juniorsCoach.email)).toHaveLength(1);
    expect(mail?.subject).toBe('Dorostenci: Trénink <přesunut>');
    expect(mail?.html).toContain('Vezměte si &#60;b&#62;míče&#60;/b&#62;.');
    expect(mail?.html).not.toContain('<b>míče</b>');
    expect(mail?.text).toContain('Ve čtvrtek v 17:30.');
    expect(mail?.html).toMatch(/Nechci dostávat oznámení trenérů a klubu/);
    expect(mail?.headers?.['list-unsubscribe']).toMatch(/^<http:\/\/klub\.test\/api\/mailings\/unsubscribe\?t=[0-9a-f]{64}>$/);
    const { rows } = await stack.db.query(`select sent_count, recipient_count from public.announcement_overview where id = $1`, [id]);
    expect(counted(rows)).toEqual([{ sent_count: 2, recipient_count: 2 }]);
    expect(await runAnnouncementJob(service(), mailer.send, ORIGIN)).toEqual({ sent: 0, failed: 0 });
  });

  it('a refused mail stays pending for a later run, which sends it', async () => {
    stack.mail.clear();
    const id = randomUUID();
    await send(juniorsCoach, juniors, { id, subject: 'Napodruhé' });
    const refusing: SendMail = () => Promise.reject(new Error('421 try later'));
    expect(await runAnnouncementJob(service(), refusing, ORIGIN)).toEqual({ sent: 0, failed: 1 });
    expect(stack.mail.list(parent.email)).toEqual([]);
    await stack.db.query(`update public.announcement_recipients set claimed_at = now() - interval '1 second' where announcement_id = $1`, [id]);
    expect(await runAnnouncementJob(service(), mailer.send, ORIGIN)).toEqual({ sent: 1, failed: 0 });
    expect(stack.mail.list(parent.email)).toHaveLength(1);
  });
});
