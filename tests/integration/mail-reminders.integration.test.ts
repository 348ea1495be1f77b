import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyMailPreferences, setMyMailPreference } from '@/features/mailings/api';
import { handleNotificationsCron } from '@/features/mailings/server/cron';
import { answerByToken, peekAnswerLink, peekUnsubscribeLink, unsubscribeByToken } from '@/features/mailings/server/links';
import { runReminderJob } from '@/features/mailings/server/reminders';
import { createMailer, type SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMember, createSeason, createTrainingSession } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The reminder job as the schedule runs it: real SQL on the local stack, real SMTP into its mail
 * catcher. Each test builds its own category, so what one sends never counts in another.
 */
let stack: TestStack;
let seasonId: string;
let mailer: ReturnType<typeof createMailer>;
const ORIGIN = 'http://klub.test';

const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const anon = () => stack.client() as TypedSupabaseClient;
const run = (send: SendMail = mailer.send) => runReminderJob(service(), send, ORIGIN, { batchSize: 3 });

beforeAll(async () => {
  stack = await startTestStack('app');
  seasonId = await createSeason(stack);
  mailer = createMailer({ host: '127.0.0.1', port: stack.smtpPort, secure: false, auth: null, from: 'TJ Klub <web@klub.test>' });
  // The seed's own events and accounts are mailed by the first run; the tests count only their own.
  await run();
});
afterAll(async () => {
  mailer.close();
  await stack.stop();
});

async function link(user: SeededUser, memberId: string, relation: 'self' | 'guardian' = 'guardian'): Promise<void> {
  await stack.db.query(`insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, $3)`, [user.id, memberId, relation]);
}

/** A category with one training starting in `startsInHours`, a family (one parent, two children) and a player who answered. */
async function world(startsInHours = 20) {
  const categoryId = await createCategory(stack);
  const trainingId = await createTrainingSession(stack, { categoryId, seasonId, startsInHours, title: 'Trénink <b>venku</b>' });
  const parent = await seedUser(stack);
  const player = await seedUser(stack);
  const son = await createMember(stack, { categoryId, name: 'Adam', surname: 'Veselý' });
  const daughter = await createMember(stack, { categoryId, name: 'Běla', surname: 'Veselá', sex: 'female' });
  const answered = await createMember(stack, { categoryId, name: 'Cyril', surname: 'Hotový' });
  await link(parent, son);
  await link(parent, daughter);
  await link(player, answered, 'self');
  await stack.db.query(`insert into public.availability_answers (member_id, training_session_id, answer) values ($1, $2, 'yes')`, [answered, trainingId]);
  return { categoryId, trainingId, parent, player, son, daughter };
}

const mailsTo = (user: SeededUser) => stack.mail.list(user.email);
// A link with its last character changed; always a different one, or a token ending in that character would stay valid.
const forge = (token: string) => `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
const linkIn = (text: string, answer: string) => {
  const url = new URL(text.match(new RegExp(`https?://\\S+[?&]a=${answer}\\b\\S*`))?.[0] ?? 'http://none');
  return { token: url.searchParams.get('t') ?? '', answer: url.searchParams.get('a') ?? '' };
};

describe('who gets a reminder', () => {
  it("every linked account of a member without an answer, once per member, in Czech, with answer links and the club's unsubscribe header", async () => {
    const { parent, player } = await world();
    await run();
    const mails = mailsTo(parent);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([expect.stringMatching(/: přijde Adam Veselý\?$/), expect.stringMatching(/: přijde Běla Veselá\?$/)]);
    expect(mailsTo(player)).toEqual([]);
    const mail = mails[0];
    expect(mail?.from).toBe('web@klub.test');
    expect(mail?.subject).toMatch(/^Trénink /);
    expect(mail?.html).toContain('Trénink &#60;b&#62;venku&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>venku</b>');
    for (const label of ['Přijdu', 'Nepřijdu', 'Možná']) expect(mail?.html).toContain(`>${label}</a>`);
    expect(mail?.text).toMatch(/Přijdu: http:\/\/klub\.test\/odpoved\?t=[0-9a-f]{64}&a=yes/);
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/klub\.test\/api\/mailings\/unsubscribe\?t=[0-9a-f]{64}>$/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('Nechci dostávat připomínky před tréninky a zápasy: http://klub.test/odhlasit-emaily?t=');
  });

  it('nobody before the reminder time, for a cancelled training or after the lock', async () => {
    const early = await world(30);
    const late = await world(1);
    const cancelled = await world(20);
    await stack.db.query(`update public.training_sessions set status = 'cancelled' where id = $1`, [cancelled.trainingId]);
    await run();
    expect([...mailsTo(early.parent), ...mailsTo(late.parent), ...mailsTo(cancelled.parent)]).toEqual([]);
  });

  it("a category's own hours move the reminder: 36 h before its trainings", async () => {
    const family = await world(30);
    await stack.db.query(`insert into public.category_reminder_settings (category_id, training_reminder_hours) values ($1, 36)`, [family.categoryId]);
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
  });

  it('nobody for a member who has left the club', async () => {
    const family = await world();
    const { rows } = await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`);
    await stack.db.query(
      `insert into public.member_club_relationships (member_id, club_id, status, valid_from, valid_to)
       values ($1, $2, 'ended', '2020-01-01', '2025-06-30')`,
      [family.son, rows[0]?.id],
    );
    await run();
    expect(mailsTo(family.parent).map((mail) => mail.subject)).toEqual([expect.stringMatching(/Běla Veselá/)]);
  });

  it('nobody for an account the club blocked, and a reminder recorded before the block is never sent', async () => {
    const blocked = await world();
    await stack.db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [blocked.parent.id]);
    await run();
    expect(mailsTo(blocked.parent)).toEqual([]);

    // Recorded while the account could still sign in, then blocked before a run could send it.
    const family = await world();
    await service().rpc('claim_reminder_deliveries', { p_limit: 1, p_lease_seconds: 1 });
    await stack.db.query(`update public.mail_deliveries set claimed_until = null where user_id = $1`, [family.parent.id]);
    await stack.db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [family.parent.id]);
    await run();
    expect(mailsTo(family.parent)).toEqual([]);
    const { rows } = await stack.db.query<{ status: string }>(`select status from public.mail_deliveries where user_id = $1`, [family.parent.id]);
    expect(rows.map((row) => row.status)).toEqual(['skipped', 'skipped']);
  });

  it('an account that switched reminders off gets none, and turning them on again sends what is due', async () => {
    const family = await world();
    await stack.db.query(`insert into public.mail_preferences (user_id, kind, enabled) values ($1, 'reminder', false)`, [family.parent.id]);
    await run();
    expect(mailsTo(family.parent)).toEqual([]);
    await stack.db.query(`update public.mail_preferences set enabled = true where user_id = $1`, [family.parent.id]);
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
  });
});

describe('exactly once', () => {
  it('two runs at once send each reminder once', async () => {
    const families = await Promise.all([world(), world(), world()]);
    await Promise.all([run(), run()]);
    for (const family of families) expect(mailsTo(family.parent)).toHaveLength(2);
    await run();
    for (const family of families) expect(mailsTo(family.parent)).toHaveLength(2);
  });

  it('a run killed after recording and before sending leaves the mail to a later run, which sends it once', async () => {
    const family = await world();
    // The killed run: its claim recorded and leased the deliveries, then nothing was sent.
    const { data: claimed } = await service().rpc('claim_reminder_deliveries', { p_limit: 500, p_lease_seconds: 300 });
    expect(claimed?.filter((row) => row.email === family.parent.email)).toHaveLength(2);
    await run();
    expect(mailsTo(family.parent)).toEqual([]);
    // Its lease runs out.
    await stack.db.query(`update public.mail_deliveries set claimed_until = now() - interval '1 second' where status = 'pending'`);
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
    const { rows } = await stack.db.query(`select status, attempts::text from public.mail_deliveries where user_id = $1`, [family.parent.id]);
    expect(rows).toEqual([
      { status: 'sent', attempts: '2' },
      { status: 'sent', attempts: '2' },
    ]);
  });

  it('a mail the server refused is tried again by the next run', async () => {
    const family = await world();
    const refused = await run(async (mail) => {
      if (mail.to === family.parent.email) throw new Error('451 try again later');
      await mailer.send(mail);
    });
    expect(refused.failed).toBe(2);
    expect(mailsTo(family.parent)).toEqual([]);
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
  });

  it('an answer given before the run means no reminder for that member', async () => {
    const family = await world();
    await stack.db.query(`insert into public.availability_answers (member_id, training_session_id, answer) values ($1, $2, 'no')`, [family.son, family.trainingId]);
    await run();
    expect(mailsTo(family.parent).map((mail) => mail.subject)).toEqual([expect.stringMatching(/Běla Veselá/)]);
  });
});

describe('the answer links, without signing in', () => {
  it('record the answer once in the name of the account; a reused, forged or expired link is refused', async () => {
    const family = await world();
    await run();
    const adamMail = mailsTo(family.parent).find((mail) => mail.subject.includes('Adam'));
    const belaMail = mailsTo(family.parent).find((mail) => mail.subject.includes('Běla'));
    const no = linkIn(adamMail?.text ?? '', 'no');

    expect(await answerByToken(anon(), no.token, no.answer)).toMatchObject({ status: 'recorded', memberName: 'Adam Veselý', eventType: 'training' });
    const { rows } = await stack.db.query(`select answer, answered_by from public.availability_answers where member_id = $1`, [family.son]);
    expect(rows).toEqual([{ answer: 'no', answered_by: family.parent.id }]);

    const yes = linkIn(adamMail?.text ?? '', 'yes');
    expect((await answerByToken(anon(), yes.token, yes.answer)).status).toBe('used');
    expect((await answerByToken(anon(), forge(no.token), 'yes')).status).toBe('invalid');
    expect((await answerByToken(anon(), 'x'.repeat(64), 'yes')).status).toBe('invalid');

    // Béla's link after the lock: the training starts within the category's 2 hours.
    await stack.db.query(`update public.training_sessions set session_date = ((now() + interval '1 hour') at time zone 'Europe/Prague')::date,
      session_time = ((now() + interval '1 hour') at time zone 'Europe/Prague')::time(0) where id = $1`, [family.trainingId]);
    const maybe = linkIn(belaMail?.text ?? '', 'maybe');
    expect((await answerByToken(anon(), maybe.token, maybe.answer)).status).toBe('expired');
    const { rows: bela } = await stack.db.query(`select 1 from public.availability_answers where member_id = $1`, [family.daughter]);
    expect(bela).toEqual([]);
  });

  // Mail scanners open every link of a mail before its reader does: opening one must change nothing.
  it('opening a link only says what it would do: no answer and no unsubscribe until the form is sent', async () => {
    const family = await world();
    await run();
    const mail = mailsTo(family.parent).find((sent) => sent.subject.includes('Adam'));
    const links = (['yes', 'no', 'maybe'] as const).map((answer) => linkIn(mail?.text ?? '', answer));
    for (const { token } of links) {
      expect(await peekAnswerLink(anon(), token)).toMatchObject({ status: 'open', memberName: 'Adam Veselý', eventType: 'training' });
    }
    const unsubscribe = new URL(mail?.text.match(/http:\/\/klub\.test\/odhlasit-emaily\?\S+/)?.[0] ?? 'http://none').searchParams.get('t') ?? '';
    expect(await peekUnsubscribeLink(anon(), unsubscribe)).toBe('reminder');
    const answers = await stack.db.query(`select 1 from public.availability_answers where member_id = $1`, [family.son]);
    const preferences = await stack.db.query(`select 1 from public.mail_preferences where user_id = $1`, [family.parent.id]);
    expect([answers.rows, preferences.rows]).toEqual([[], []]);

    const [, no] = links;
    expect((await answerByToken(anon(), no?.token ?? '', 'no')).status).toBe('recorded');
    expect((await peekAnswerLink(anon(), no?.token ?? '')).status).toBe('used');
    expect(await peekAnswerLink(anon(), 'x'.repeat(64))).toEqual({ status: 'invalid', memberName: null, eventType: null, eventTitle: null, eventDate: null, eventTime: null });
    expect(await peekUnsubscribeLink(anon(), 'f'.repeat(64))).toBeNull();
  });

  it('a link whose token expired is refused even before the lock', async () => {
    const family = await world();
    await run();
    const link = linkIn(mailsTo(family.parent)[0]?.text ?? '', 'yes');
    await stack.db.query(`update public.mail_answer_tokens set expires_at = now() - interval '1 second'
      where delivery_id in (select id from public.mail_deliveries where user_id = $1)`, [family.parent.id]);
    expect((await answerByToken(anon(), link.token, link.answer)).status).toBe('expired');
  });

  it('the unsubscribe link switches reminders off for that account only', async () => {
    const family = await world();
    await run();
    const token = new URL(mailsTo(family.parent)[0]?.text.match(/http:\/\/klub\.test\/odhlasit-emaily\?\S+/)?.[0] ?? 'http://none').searchParams.get('t') ?? '';
    expect(await unsubscribeByToken(anon(), token)).toBe('reminder');
    expect(await unsubscribeByToken(anon(), 'f'.repeat(64))).toBeNull();
    const { rows } = await stack.db.query(`select user_id, kind, enabled from public.mail_preferences where user_id = $1`, [family.parent.id]);
    expect(rows).toEqual([{ user_id: family.parent.id, kind: 'reminder', enabled: false }]);
  });

  it('nothing of the job is open to anon or a signed-in member', async () => {
    const member = await seedUser(stack);
    for (const client of [anon(), stack.client(stack.anonKey, await stack.sign(member.claims)) as TypedSupabaseClient]) {
      expect((await client.rpc('claim_reminder_deliveries', {})).error?.code).toBe('42501');
      expect((await client.from('mail_deliveries').select('id')).error?.code).toBe('42501');
      expect((await client.from('mail_answer_tokens').select('token_hash')).error?.code).toBe('42501');
    }
  });
});

describe('the schedule', () => {
  const cron = (authorization: string | null, secret: string | undefined = 'tajne-heslo-planovace') =>
    handleNotificationsCron(new Request(`${ORIGIN}/api/cron/notifications`, { method: 'GET', headers: authorization ? { authorization } : {} }), {
      secret,
      service,
      send: () => mailer.send,
      origin: ORIGIN,
      jobs: { reminders: runReminderJob },
    });

  it('is refused without the secret, with a wrong one, and when none is configured', async () => {
    for (const response of [await cron(null), await cron('Bearer spatne'), await cron('tajne-heslo-planovace'), await cron('Bearer ', '')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Neplatný nebo chybějící klíč plánovače' });
    }
  });

  it('sends what is due with the secret', async () => {
    const family = await world();
    const response = await cron('Bearer tajne-heslo-planovace');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { reminders: { sent: 2, failed: 0 } } });
    expect(mailsTo(family.parent)).toHaveLength(2);
  });
});

describe('preferences', () => {
  it('an account switches a kind of mail off and on for itself only; another account cannot touch them', async () => {
    const family = await world();
    const parent = await signedIn(stack, family.parent);
    expect(await getMyMailPreferences(parent)).toEqual({ reminder: true, announcement: true, change: true });
    await setMyMailPreference(parent, 'reminder', false);
    expect(await getMyMailPreferences(parent)).toEqual({ reminder: false, announcement: true, change: true });
    await run();
    expect(mailsTo(family.parent)).toEqual([]);

    const other = await signedIn(stack, family.player);
    expect(await getMyMailPreferences(other)).toEqual({ reminder: true, announcement: true, change: true });
    const forged = await other.from('mail_preferences').upsert({ user_id: family.parent.id, kind: 'reminder', enabled: true }, { onConflict: 'user_id,kind' });
    expect(forged.error?.code).toBe('42501');

    await setMyMailPreference(parent, 'reminder', true);
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
  });
});
