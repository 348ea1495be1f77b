import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeByToken } from '@/features/mailings/server/links';
import { runChangeJob } from '@/features/mailings/server/changes';
import { createMailer } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMatch, createMember, createSeason, createTrainingSession } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The change mails as the schedule sends them: a coach cancels a training or a match is moved,
 * the job runs, and the mail catcher holds what each account got. Each test builds its own
 * category and accounts, so what one sends never counts in another.
 */
let stack: TestStack;
let seasonId: string;
let ownClubId: string;
let mailer: ReturnType<typeof createMailer>;
const ORIGIN = 'http://klub.test';

const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const run = () => runChangeJob(service(), mailer.send, ORIGIN, { batchSize: 3 });
const mailsTo = (user: SeededUser) => stack.mail.list(user.email);

beforeAll(async () => {
  stack = await startTestStack('app');
  seasonId = await createSeason(stack);
  const { rows } = await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`);
  ownClubId = rows[0]?.id ?? '';
  mailer = createMailer({ host: '127.0.0.1', port: stack.smtpPort, secure: false, auth: null, from: 'TJ Klub <web@klub.test>' });
  await run();
});
afterAll(async () => {
  mailer.close();
  await stack.stop();
});

async function link(user: SeededUser, memberId: string, relation: 'self' | 'guardian' = 'guardian'): Promise<void> {
  await stack.db.query(`insert into public.member_accounts (user_id, member_id, relation) values ($1, $2, $3)`, [user.id, memberId, relation]);
}

/** A category with its coach, a training in `startsInHours`, a parent of two members and a player. */
async function world(startsInHours = 72) {
  const categoryId = await createCategory(stack);
  const trainingId = await createTrainingSession(stack, { categoryId, seasonId, startsInHours, title: 'Trénink <b>venku</b>' });
  const coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
  const parent = await seedUser(stack);
  const player = await seedUser(stack);
  const son = await createMember(stack, { categoryId, name: 'Adam', surname: 'Veselý' });
  await link(parent, son);
  await link(parent, await createMember(stack, { categoryId, name: 'Běla', surname: 'Veselá', sex: 'female' }));
  const playerMember = await createMember(stack, { categoryId, name: 'Cyril', surname: 'Hráč' });
  await link(player, playerMember, 'self');
  return { categoryId, trainingId, coach, parent, player, son, playerMember };
}

async function cancel(family: Awaited<ReturnType<typeof world>>, reason: string | null = 'Hřiště pod vodou') {
  const coach = await signedIn(stack, family.coach);
  const { error } = await coach.rpc('cancel_training_session', { p_session_id: family.trainingId, ...(reason ? { p_reason: reason } : {}) });
  expect(error).toBeNull();
}

async function shortDay(trainingId: string): Promise<string> {
  const { rows } = await stack.db.query<{ day: string }>(`select to_char(session_date, 'FMDD. FMMM.') as day from public.training_sessions where id = $1`, [trainingId]);
  return rows[0]?.day ?? '';
}

describe('a cancelled training', () => {
  it("mails every linked account once per member, in Czech, with the reason and the change mails' unsubscribe link", async () => {
    const family = await world();
    await cancel(family);
    expect(await run()).toEqual({ sent: 3, failed: 0 });

    const day = await shortDay(family.trainingId);
    const mails = mailsTo(family.parent);
    expect(mails.map((mail) => mail.subject)).toEqual([`Trénink <b>venku</b> ${day} je zrušen`, `Trénink <b>venku</b> ${day} je zrušen`]);
    expect(mails.map((mail) => mail.text.match(/Týká se: (.*)/)?.[1]).sort()).toEqual(['Adam Veselý', 'Běla Veselá']);
    expect(mailsTo(family.player)).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.html).toContain('Trénink &#60;b&#62;venku&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>venku</b>');
    expect(mail?.text).toContain('Důvod: Hřiště pod vodou');
    expect(mail?.text).toContain('Kde: Hřiště Svinov');
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/klub\.test\/api\/mailings\/unsubscribe\?t=[0-9a-f]{64}>$/);
    expect(mail?.text).toContain('Nechci dostávat zprávy o zrušených a přesunutých akcích: http://klub.test/odhlasit-emaily?t=');

    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
    expect(mailsTo(family.player)).toHaveLength(1);
  });

  it('mails nobody for a training that has already started', async () => {
    const family = await world(-3);
    await cancel(family);
    await run();
    expect([...mailsTo(family.parent), ...mailsTo(family.player)]).toEqual([]);
  });

  it("mails nobody once the training started before the job ran, nor when it is on again", async () => {
    const started = await world();
    const reinstated = await world();
    await cancel(started);
    await cancel(reinstated);
    // Time passes: the training has started by the time the job runs.
    await stack.db.query(`update public.event_changes set starts_at = now() - interval '1 minute' where event_id = $1`, [started.trainingId]);
    await stack.db.query(`update public.training_sessions set status = 'planned', status_reason = null where id = $1`, [reinstated.trainingId]);
    await run();
    expect([...mailsTo(started.parent), ...mailsTo(reinstated.parent)]).toEqual([]);
  });

  it("skips an account that switched change mails off, and one whose member has left the club", async () => {
    const family = await world();
    await stack.db.query(`insert into public.mail_preferences (user_id, kind, enabled) values ($1, 'change', false)`, [family.parent.id]);
    await stack.db.query(
      `insert into public.member_club_relationships (member_id, club_id, status, valid_from, valid_to)
       values ($1, $2, 'ended', '2020-01-01', '2025-06-30')`,
      [family.playerMember, ownClubId],
    );
    await cancel(family);
    await run();
    expect([...mailsTo(family.parent), ...mailsTo(family.player)]).toEqual([]);
  });

  it("the mail's unsubscribe link switches change mails off for that account", async () => {
    const family = await world();
    await cancel(family, null);
    await run();
    const mail = mailsTo(family.player)[0];
    expect(mail?.text).not.toContain('Důvod');
    const token = new URL(mail?.text.match(/http:\/\/klub\.test\/odhlasit-emaily\?\S+/)?.[0] ?? 'http://none').searchParams.get('t') ?? '';
    expect(await unsubscribeByToken(stack.client() as TypedSupabaseClient, token)).toBe('change');
    const { rows } = await stack.db.query(`select kind, enabled from public.mail_preferences where user_id = $1`, [family.player.id]);
    expect(rows).toEqual([{ kind: 'change', enabled: false }]);
  });
});

describe('a moved match', () => {
  it('of the own club mails the old and the new date, and a second move mails again', async () => {
    const family = await world();
    const match = await createMatch(stack, { categoryId: family.categoryId, seasonId, homeClubId: ownClubId, date: '2041-04-12' });
    await stack.db.query(`update public.matches set date = '2041-04-19', venue = 'Hala Ostrava' where id = $1`, [match.id]);
    await run();
    const first = mailsTo(family.player);
    expect(first.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Zápas .+ – .+ se přesouvá$/)]);
    expect(first[0]?.text).toContain('Původně: pátek 12. 4. 2041 v 15:00');
    expect(first[0]?.text).toContain('Nově: pátek 19. 4. 2041 v 15:00, Hala Ostrava');
    expect(mailsTo(family.parent)).toHaveLength(2);

    await run();
    expect(mailsTo(family.player)).toHaveLength(1);

    await stack.db.query(`update public.matches set time = '17:30' where id = $1`, [match.id]);
    await run();
    const second = mailsTo(family.player);
    expect(second).toHaveLength(2);
    // The catcher lists the newest first.
    expect(second[0]?.text).toContain('Nově: pátek 19. 4. 2041 v 17:30, Hala Ostrava');
    expect(mailsTo(family.parent)).toHaveLength(4);
  });

  it("of other clubs' teams mails nobody, nor does a match saved without a change of date, time or venue", async () => {
    const family = await world();
    const foreign = await createMatch(stack, { categoryId: family.categoryId, seasonId, date: '2041-04-12' });
    const own = await createMatch(stack, { categoryId: family.categoryId, seasonId, homeClubId: ownClubId, date: '2041-04-12' });
    await stack.db.query(`update public.matches set date = '2041-04-19' where id = $1`, [foreign.id]);
    await stack.db.query(`update public.matches set date = date, time = time, venue = venue, matchweek = 3 where id = $1`, [own.id]);
    await run();
    expect([...mailsTo(family.parent), ...mailsTo(family.player)]).toEqual([]);
  });
});

describe('exactly once', () => {
  it('two runs at once send each mail once', async () => {
    const families = await Promise.all([world(), world(), world()]);
    for (const family of families) await cancel(family);
    const results = await Promise.all([run(), run()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(9);
    for (const family of families) {
      expect(mailsTo(family.parent)).toHaveLength(2);
      expect(mailsTo(family.player)).toHaveLength(1);
    }
  });

  it('a run killed after claiming and before sending leaves the mail to a later run, which sends it once', async () => {
    const family = await world();
    await cancel(family);
    const { data: claimed } = await service().rpc('claim_change_deliveries', { p_limit: 500, p_lease_seconds: 300 });
    expect(claimed?.filter((row) => row.email === family.parent.email)).toHaveLength(2);
    await run();
    expect(mailsTo(family.parent)).toEqual([]);
    await stack.db.query(`update public.mail_deliveries set claimed_until = now() - interval '1 second' where kind = 'change' and status = 'pending'`);
    await run();
    await run();
    expect(mailsTo(family.parent)).toHaveLength(2);
  });

  it('nothing of the job is open to anon or a signed-in member', async () => {
    const member = await seedUser(stack);
    for (const client of [stack.client() as TypedSupabaseClient, stack.client(stack.anonKey, await stack.sign(member.claims)) as TypedSupabaseClient]) {
      expect((await client.rpc('claim_change_deliveries', {})).error?.code).toBe('42501');
      expect((await client.from('event_changes').select('id')).error?.code).toBe('42501');
    }
  });
});
