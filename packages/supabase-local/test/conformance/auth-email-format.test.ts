import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// GoTrue checks an address's format (checkmail's pattern, at most 255 characters) before it stores
// or mails it; a control character or a missing '@' is a 400, never a database error.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const MALFORMED = ['seeded\u0000@test.local', 'a', 'nový@test.local', 'a@b\u0007.cz'];
const INVALID_FORMAT = { status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' };

const users = async () => (await stack.db.query('select email from auth.users order by email')).rows;

describe('malformed e-mail addresses', () => {
  it.each(MALFORMED)('sign-up, admin create, invite, recovery and magic link refuse %j with 400 validation_failed', async (email) => {
    const before = await users();
    const anon = stack.client().auth;
    const admin = stack.client(stack.serviceRoleKey).auth.admin;
    expect((await anon.signUp({ email, password: 'heslo12345' })).error).toMatchObject(INVALID_FORMAT);
    expect((await admin.createUser({ email, password: 'heslo12345', email_confirm: true })).error).toMatchObject(INVALID_FORMAT);
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject(INVALID_FORMAT);
    expect((await anon.resetPasswordForEmail(email)).error).toMatchObject(INVALID_FORMAT);
    expect((await anon.signInWithOtp({ email })).error).toMatchObject(INVALID_FORMAT);
    expect(await users()).toEqual(before);
  });

  it('the wire answer is GoTrue\'s error body', async () => {
    const response = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x\u0000@test.local', password: 'heslo12345' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' });
  });

  it('an address over 255 characters is too long', async () => {
    const { error } = await stack.client().auth.signUp({ email: `${'a'.repeat(250)}@test.local`, password: 'heslo12345' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is too long' });
  });

  it('password sign-in with a NUL in the address is invalid credentials, as for any address no account has', async () => {
    const { error } = await stack.client().auth.signInWithPassword({ email: 'seeded@test.local\u0000', password: 'seeded-pw' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('a well-formed address still signs up', async () => {
    const { error } = await stack.client().auth.signUp({ email: 'Nova.Clenka+hazena@test.local', password: 'heslo12345' });
    expect(error).toBeNull();
  });
});
