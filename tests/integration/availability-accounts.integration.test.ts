import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleInviteMemberAccount,
  handleListMemberAccounts,
  handleResendMemberInvite,
  handleUnlinkMemberAccount,
} from '@/features/availability/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMember } from '../seed/people';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** The member-account routes as Next runs them, each caller a real session on the local stack. */
let stack: TestStack;
let callers: Record<'anon' | 'member' | 'coach' | 'otherCoach' | 'admin', TypedSupabaseClient>;
let memberId: string;
let existingEmail: string;

const service = () => stack.client(stack.serviceRoleKey) as TypedSupabaseClient;
const request = (method: string, path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function invite(who: keyof typeof callers, body: unknown, member = memberId) {
  const response = await handleInviteMemberAccount(request('POST', `/api/members/${member}/accounts`, body), { caller: callers[who], service }, { id: member });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function list(who: keyof typeof callers, member = memberId) {
  const response = await handleListMemberAccounts(request('GET', `/api/members/${member}/accounts`), { caller: callers[who], service }, { id: member });
  return { status: response.status, body: (await response.json()) as { data?: { email: string; relation: string; accepted: boolean; user_id: string }[]; error?: string } };
}

beforeAll(async () => {
  stack = await startTestStack('app');
  const category = await createCategory(stack);
  const other = await createCategory(stack);
  memberId = await createMember(stack, { categoryId: category });
  const existing = await seedUser(stack, { email: 'rodic.existujici@test.local' });
  existingEmail = existing.email;
  callers = {
    anon: stack.client() as TypedSupabaseClient,
    member: await signedIn(stack, await seedUser(stack)),
    coach: await signedIn(stack, await seedUser(stack, { role: 'coach', categories: [category] })),
    otherCoach: await signedIn(stack, await seedUser(stack, { role: 'coach', categories: [other] })),
    admin: await signedIn(stack, await seedUser(stack, { role: 'admin' })),
  };
});
afterAll(async () => {
  await stack.stop();
});

describe('inviting an account to a member', () => {
  it.each([
    ['anon', 401],
    ['member', 403],
  ] as const)('refuses %s with %i', async (who, status) => {
    expect((await invite(who, { email: 'nikdo@test.local', relation: 'guardian' })).status).toBe(status);
  });

  it("the category's coach invites a new guardian: Auth sends the Czech invite and the account is linked as a plain member", async () => {
    const result = await invite('coach', { email: ' Nova.Maminka@Test.local ', relation: 'guardian' });
    expect(result).toMatchObject({ status: 201, body: { data: { invited: true } } });
    const mail = stack.mail.latest('nova.maminka@test.local');
    expect(mail?.subject).toBe('Pozvánka do členské sekce webu klubu');
    expect(mail?.text).toContain('odpovíte „Přijdu“, „Nepřijdu“ nebo „Možná“');
    expect(mail?.text).not.toContain('ke správě webu');
    expect(mail?.variables.ConfirmationURL).toContain('set-password');
    const { rows } = await stack.db.query(
      `select a.relation, p.role, not exists (select 1 from public.user_profiles up where up.user_id = a.user_id) as no_staff_role
       from public.member_accounts a join public.profiles p on p.user_id = a.user_id
       where a.member_id = $1 and p.email = 'nova.maminka@test.local'`,
      [memberId],
    );
    expect(rows).toEqual([{ relation: 'guardian', role: 'member', no_staff_role: true }]);
  });

  it('an existing account is linked without a new invite; a second link of the same account, or a second own account, is refused', async () => {
    expect(await invite('admin', { email: existingEmail, relation: 'self' })).toMatchObject({ status: 201, body: { data: { invited: false } } });
    expect(stack.mail.latest(existingEmail)).toBeUndefined();
    expect(await invite('admin', { email: existingEmail, relation: 'guardian' })).toEqual({
      status: 409,
      body: { error: 'Tento účet už je s členem propojen' },
    });
    expect(await invite('admin', { email: 'druhy.ja@test.local', relation: 'self' })).toEqual({ status: 409, body: { error: 'Člen už má vlastní účet' } });
  });

  it('a coach of another category invites nobody for the member: no account is made and no mail is sent', async () => {
    const email = 'cizi.trener.zve@test.local';
    expect(await invite('otherCoach', { email, relation: 'guardian' })).toEqual({ status: 404, body: { error: 'Člen nebyl nalezen' } });
    expect(stack.mail.latest(email)).toBeUndefined();
    const { rows } = await stack.db.query(`select id from auth.users where email = $1`, [email]);
    expect(rows).toEqual([]);
  });

  it("a coach of another category cannot link to the member; a wrong e-mail or relation is a Czech 400", async () => {
    expect(await invite('otherCoach', { email: existingEmail, relation: 'guardian' })).toEqual({ status: 404, body: { error: 'Člen nebyl nalezen' } });
    expect(await invite('coach', { email: 'neplatny', relation: 'guardian' })).toEqual({ status: 400, body: { error: 'Zadejte platný e-mail' } });
    expect(await invite('coach', { email: 'a@test.local', relation: 'teta' })).toEqual({
      status: 400,
      body: { error: 'Vyberte, zda jde o člena samotného, nebo o zákonného zástupce' },
    });
  });
});

describe('the linked accounts of a member', () => {
  it('staff of the category list them with e-mail, relation and whether the invite was accepted; others see none', async () => {
    const { status, body } = await list('coach');
    expect(status).toBe(200);
    expect(body.data?.map(({ email, relation, accepted }) => ({ email, relation, accepted }))).toEqual([
      { email: 'nova.maminka@test.local', relation: 'guardian', accepted: false },
      { email: existingEmail, relation: 'self', accepted: true },
    ]);
    expect((await list('otherCoach')).body.data).toEqual([]);
    expect((await list('member')).status).toBe(403);
  });

  it('an invite not yet accepted is sent again; an accepted account needs none', async () => {
    const accounts = (await list('coach')).body.data ?? [];
    const pending = accounts.find((account) => !account.accepted);
    const accepted = accounts.find((account) => account.accepted);
    const resend = (userId: string) =>
      handleResendMemberInvite(request('POST', `/api/members/${memberId}/accounts/${userId}/invite`), { caller: callers.coach, service }, { id: memberId, userId });
    const before = stack.mail.list('nova.maminka@test.local').length;
    const again = await resend(pending?.user_id ?? '');
    expect(again.status).toBe(200);
    expect(stack.mail.list('nova.maminka@test.local')).toHaveLength(before + 1);
    const refused = await resend(accepted?.user_id ?? '');
    expect(refused.status).toBe(409);
  });

  it('unlinking removes the link (the account stays); another category\'s coach unlinks nothing', async () => {
    const accounts = (await list('admin')).body.data ?? [];
    const target = accounts.find((account) => account.relation === 'guardian');
    const unlink = (who: keyof typeof callers) =>
      handleUnlinkMemberAccount(request('DELETE', `/api/members/${memberId}/accounts/${target?.user_id}`), { caller: callers[who], service }, {
        id: memberId,
        userId: target?.user_id ?? '',
      });
    expect((await unlink('otherCoach')).status).toBe(404);
    expect((await unlink('coach')).status).toBe(200);
    expect((await list('admin')).body.data?.map((account) => account.relation)).toEqual(['self']);
    const { rows } = await stack.db.query(`select 1 from auth.users where id = $1`, [target?.user_id]);
    expect(rows).toHaveLength(1);
  });
});
