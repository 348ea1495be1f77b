import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The mail flows of Supabase Auth driven by unmodified supabase-js: invite,
 * generate_link, secure e-mail change, magic link, resend; and GoTrue's amr, bcrypt, Link header
 * and trigger-failure answers.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const APP = 'http://localhost:3000/welcome';
const admin = () => stack.client(stack.serviceRoleKey).auth.admin;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const linkOf = (email: string) => stack.mail.latest(email)?.variables.ConfirmationURL ?? '';
/** Opens a mail link as a browser would, without following the redirect: the 303's target. */
async function open(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}
const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

describe('invite (admin.inviteUserByEmail)', () => {
  it('creates an unconfirmed user, fires the trigger, mails the link; the link confirms and signs in', async () => {
    const { data, error } = await admin().inviteUserByEmail('Pozvany@Test.local', { data: { full_name: 'Pozvaný Hráč' }, redirectTo: APP });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'pozvany@test.local', user_metadata: { full_name: 'Pozvaný Hráč' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await stack.db.query('select full_name from public.auth_profiles where id = $1', [data.user?.id])).rows).toEqual([{ full_name: 'Pozvaný Hráč' }]);
    expect(stack.mail.latest('pozvany@test.local')?.subject).toBe("You've been invited");

    const target = await open(linkOf('pozvany@test.local'));
    expect(`${target.origin}${target.pathname}`).toBe(APP);
    expect(fragment(target).get('type')).toBe('invite');
    const { data: signedIn } = await stack.client().auth.getUser(fragment(target).get('access_token') ?? '');
    expect(signedIn.user?.email_confirmed_at).toBeTruthy();
  });

  it('inviting a confirmed address is 422 email_exists', async () => {
    const { error } = await admin().inviteUserByEmail('pozvany@test.local');
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('admin.generateLink', () => {
  it('signup: a new unconfirmed user and the link, code and hash a mail would carry, without sending it', async () => {
    const { data, error } = await admin().generateLink({ type: 'signup', email: 'odkaz@test.local', password: 'heslo-123', options: { redirectTo: APP } });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: APP });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(new URL(data.properties?.action_link ?? '').searchParams.get('type')).toBe('signup');
    expect(data.user).toMatchObject({ email: 'odkaz@test.local' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(stack.mail.list('odkaz@test.local')).toEqual([]);

    const verified = await stack.client().auth.verifyOtp({ type: 'signup', token_hash: data.properties?.hashed_token ?? '' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await stack.client().auth.signInWithPassword({ email: 'odkaz@test.local', password: 'heslo-123' })).error).toBeNull();
  });

  it('invite, magiclink and recovery links verify once each, by hash or by e-mail and code', async () => {
    const invite = await admin().generateLink({ type: 'invite', email: 'pozvanka@test.local' });
    expect(invite.data.properties?.verification_type).toBe('invite');
    expect((await stack.client().auth.verifyOtp({ type: 'invite', token_hash: invite.data.properties?.hashed_token ?? '' })).error).toBeNull();

    const magic = await admin().generateLink({ type: 'magiclink', email: 'pozvanka@test.local' });
    const byCode = await stack.client().auth.verifyOtp({ type: 'magiclink', email: 'pozvanka@test.local', token: magic.data.properties?.email_otp ?? '' });
    expect(byCode.error).toBeNull();
    expect(claimsOf(byCode.data.session?.access_token ?? '').amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) as number }]);
    const again = await stack.client().auth.verifyOtp({ type: 'magiclink', email: 'pozvanka@test.local', token: magic.data.properties?.email_otp ?? '' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });

    const recovery = await admin().generateLink({ type: 'recovery', email: 'pozvanka@test.local' });
    expect((await open(recovery.data.properties?.action_link ?? '')).hash).toContain('type=recovery');
    const reused = await stack.client().auth.verifyOtp({ type: 'recovery', token_hash: recovery.data.properties?.hashed_token ?? '' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  it('recovery for an unknown address is 404; a magic link for one signs it up', async () => {
    expect((await admin().generateLink({ type: 'recovery', email: 'neznamy@test.local' })).error).toMatchObject({ status: 404, code: 'user_not_found' });
    const magic = await admin().generateLink({ type: 'magiclink', email: 'novacek@test.local' });
    expect(magic.data.properties?.verification_type).toBe('signup');
    expect(magic.data.user?.email).toBe('novacek@test.local');
  });

  it('email_change_current and email_change_new: the address changes once both are verified', async () => {
    const { data: created } = await admin().createUser({ email: 'stary@test.local', password: 'heslo-123', email_confirm: true });
    const current = await admin().generateLink({ type: 'email_change_current', email: 'stary@test.local', newEmail: 'novy@test.local' });
    const fresh = await admin().generateLink({ type: 'email_change_new', email: 'stary@test.local', newEmail: 'novy@test.local' });
    expect([current.data.properties?.verification_type, fresh.data.properties?.verification_type]).toEqual(['email_change_current', 'email_change_new']);
    expect(fresh.data.user?.new_email).toBe('novy@test.local');

    const first = await stack.client().auth.verifyOtp({ type: 'email_change', token_hash: current.data.properties?.hashed_token ?? '' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await admin().getUserById(created.user?.id ?? '')).data.user?.email).toBe('stary@test.local');
    const second = await stack.client().auth.verifyOtp({ type: 'email_change', token_hash: fresh.data.properties?.hashed_token ?? '' });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe('novy@test.local');
  });

  it('an unknown type is 400 validation_failed; a non-admin is 403 not_admin', async () => {
    const bad = await fetch(`${stack.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ type: 'telefon', email: 'x@test.local' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await stack.client().auth.admin.generateLink({ type: 'recovery', email: 'stary@test.local' })).error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('secure e-mail change (updateUser({email}))', () => {
  it('mails the old and the new address; only after both links is the address changed, and the new one signs in', async () => {
    await admin().createUser({ email: 'menim@test.local', password: 'heslo-123', email_confirm: true });
    const client = stack.client();
    await client.auth.signInWithPassword({ email: 'menim@test.local', password: 'heslo-123' });
    const { data, error } = await client.auth.updateUser({ email: 'Zmeneny@Test.local' }, { emailRedirectTo: APP });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'menim@test.local', new_email: 'zmeneny@test.local' });
    expect(stack.mail.latest('menim@test.local')?.subject).toBe('Confirm your new email address');
    expect(stack.mail.latest('zmeneny@test.local')?.subject).toBe('Confirm your new email address');
    // GoTrue's default body names the new address in both mails; Email is the current one in both.
    expect(stack.mail.latest('menim@test.local')?.html).toContain('<p>Follow the link below to confirm zmeneny@test.local as your new email address.</p>');
    expect(stack.mail.latest('zmeneny@test.local')?.variables).toMatchObject({ Email: 'menim@test.local', NewEmail: 'zmeneny@test.local', SendingTo: 'zmeneny@test.local' });

    const first = await open(linkOf('zmeneny@test.local'));
    expect(fragment(first).get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect(fragment(first).get('access_token')).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe('menim@test.local');

    const second = await open(linkOf('menim@test.local'));
    expect(fragment(second).get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe('zmeneny@test.local');
    expect((await stack.client().auth.signInWithPassword({ email: 'zmeneny@test.local', password: 'heslo-123' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email: 'menim@test.local', password: 'heslo-123' })).error?.code).toBe('invalid_credentials');
  });

  it('an address another account has is 422 email_exists', async () => {
    const client = stack.client();
    await client.auth.signInWithPassword({ email: 'zmeneny@test.local', password: 'heslo-123' });
    expect((await client.auth.updateUser({ email: 'novy@test.local' })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('magic link (signInWithOtp) and resend', () => {
  it('mails a link that signs the user in with amr otp; an unknown address is signed up unless shouldCreateUser is false', async () => {
    await admin().createUser({ email: 'kouzlo@test.local', password: 'heslo-123', email_confirm: true });
    expect((await stack.client().auth.signInWithOtp({ email: 'kouzlo@test.local', options: { emailRedirectTo: APP } })).error).toBeNull();
    expect(stack.mail.latest('kouzlo@test.local')?.subject).toBe('Your sign-in link');
    const target = await open(linkOf('kouzlo@test.local'));
    expect(fragment(target).get('type')).toBe('magiclink');
    expect(claimsOf(fragment(target).get('access_token') ?? '').amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) as number }]);

    const refused = await stack.client().auth.signInWithOtp({ email: 'cizi@test.local', options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect((await stack.client().auth.signInWithOtp({ email: 'cizi@test.local' })).error).toBeNull();
    expect(stack.mail.latest('cizi@test.local')?.variables.Token).toMatch(/^\d{6}$/);
  });

  it('resend signup mails the confirmation again to an unconfirmed user only; resend email_change repeats both mails', async () => {
    await admin().createUser({ email: 'nepotvrzeny@test.local', password: 'heslo-123' });
    expect((await stack.client().auth.resend({ type: 'signup', email: 'nepotvrzeny@test.local' })).error).toBeNull();
    expect(stack.mail.list('nepotvrzeny@test.local').map((mail) => mail.subject)).toEqual(['Confirm your email address']);
    expect(fragment(await open(linkOf('nepotvrzeny@test.local'))).get('type')).toBe('signup');
    expect((await stack.client().auth.resend({ type: 'signup', email: 'nepotvrzeny@test.local' })).error).toBeNull();
    expect(stack.mail.list('nepotvrzeny@test.local')).toHaveLength(1);

    const client = stack.client();
    await client.auth.signInWithPassword({ email: 'nepotvrzeny@test.local', password: 'heslo-123' });
    await client.auth.updateUser({ email: 'jina@test.local' });
    expect((await stack.client().auth.resend({ type: 'email_change', email: 'nepotvrzeny@test.local' })).error).toBeNull();
    expect(stack.mail.list('jina@test.local')).toHaveLength(2);
    expect(stack.mail.list('nepotvrzeny@test.local')).toHaveLength(3);
  });
});

describe('GoTrue details', () => {
  it('a refreshed access token keeps the sign-in\'s amr (method and time)', async () => {
    await admin().createUser({ email: 'amr@test.local', password: 'heslo-123', email_confirm: true });
    const client = stack.client();
    const { data } = await client.auth.signInWithPassword({ email: 'amr@test.local', password: 'heslo-123' });
    const signedInAmr = claimsOf(data.session?.access_token ?? '').amr;
    expect(signedInAmr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session?.access_token ?? '').amr).toEqual(signedInAmr);
  });

  it('stores $2a$ bcrypt hashes as GoTrue does, and verifies existing $2b$ ones', async () => {
    const { data } = await admin().createUser({ email: 'hash@test.local', password: 'heslo-123', email_confirm: true });
    const { rows } = await stack.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [data.user?.id]);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$.{53}$/);

    const imported = await bcrypt.hash('importovane', 10);
    expect(imported.startsWith('$2b$')).toBe(true);
    await stack.db.query('update auth.users set encrypted_password = $2 where id = $1', [data.user?.id, imported]);
    expect((await stack.client().auth.signInWithPassword({ email: 'hash@test.local', password: 'importovane' })).error).toBeNull();
  });

  it('the users list carries GoTrue\'s Link and X-Total-Count headers, keeping the request\'s parameters', async () => {
    const total = Number((await stack.db.query<{ n: string }>('select count(*)::text as n from auth.users where deleted_at is null')).rows[0]?.n);
    const perPage = Math.ceil(total / 3);
    const lastPage = Math.ceil(total / perPage);
    const response = await fetch(`${stack.url}/auth/v1/admin/users?per_page=${perPage}&page=1`, { headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` } });
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toBe(`</admin/users?page=2&per_page=${perPage}>; rel="next", </admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
    const last = await fetch(`${stack.url}/auth/v1/admin/users?page=${lastPage}&per_page=${perPage}`, { headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` } });
    expect(last.headers.get('link')).toBe(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);

    const { data } = await admin().listUsers({ page: 1, perPage });
    expect(data).toMatchObject({ nextPage: 2, lastPage, total });
  });

  it('a failing auth.users trigger is GoTrue\'s 500 without SQL, and leaves no user behind', async () => {
    await stack.db.exec(`
      create function public.refuse_blocked_domain() returns trigger language plpgsql as $$
      begin
        if new.email like '%@blokovano.test' then raise exception 'domain blocked by policy'; end if;
        return new;
      end $$;
      create trigger refuse_blocked_domain before insert on auth.users for each row execute function public.refuse_blocked_domain();`);
    try {
      // auth-js turns every 5xx into a retryable fetch error with the status; how it words the
      // message depends on the client version, so the wire's body is checked on its own below.
      const signUp = await stack.client().auth.signUp({ email: 'a@blokovano.test', password: 'heslo-123' });
      expect(signUp.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500 });
      expect((await admin().createUser({ email: 'b@blokovano.test', password: 'heslo-123' })).error).toMatchObject({ status: 500 });
      expect((await admin().inviteUserByEmail('c@blokovano.test')).error).toMatchObject({ status: 500 });
      const call = (path: string, key: string, body: object) =>
        fetch(`${stack.url}/auth/v1/${path}`, {
          method: 'POST',
          headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify(body),
        });
      const answers = [
        await call('signup', stack.anonKey, { email: 'a@blokovano.test', password: 'heslo-123' }),
        await call('admin/users', stack.serviceRoleKey, { email: 'b@blokovano.test', password: 'heslo-123' }),
        await call('invite', stack.serviceRoleKey, { email: 'c@blokovano.test' }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([500, 500, 500]);
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
        { code: 'unexpected_failure', message: 'Database error saving new user' },
        { code: 'unexpected_failure', message: 'Database error creating new user' },
        { code: 'unexpected_failure', message: 'Database error saving new user' },
      ]);
      expect((await stack.db.query(`select id from auth.users where email like '%@blokovano.test'`)).rows).toEqual([]);
    } finally {
      await stack.db.exec('drop trigger refuse_blocked_domain on auth.users; drop function public.refuse_blocked_domain();');
    }
  });
});
