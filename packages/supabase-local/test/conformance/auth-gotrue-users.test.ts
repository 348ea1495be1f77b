import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * auth.users as GoTrue keeps it: instance_id, aud and role have no defaults, GoTrue writes them
 * on every user it creates and finds users only by instance (the nil UUID) and audience, so a
 * row inserted without them (a seed that forgot them) never signs in.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';
const admin = () => stack.client(stack.serviceRoleKey).auth.admin;

/** A confirmed password user inserted in SQL with the given GoTrue columns, as a seed would. */
async function insertUser(email: string, columns: { instance_id?: string; aud?: string; role?: string }): Promise<void> {
  await stack.db.query(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ($1, $2, $3, $4, extensions.crypt('heslo-123', extensions.gen_salt('bf')), now(),
       '{"provider":"email","providers":["email"]}', '', '', '', '')`,
    [columns.instance_id ?? null, columns.aud ?? null, columns.role ?? null, email],
  );
}

const signIn = (email: string) => stack.client().auth.signInWithPassword({ email, password: 'heslo-123' });

describe('auth.users without the defaults GoTrue lacks', () => {
  it('has no default for instance_id, aud and role', async () => {
    const { rows } = await stack.db.query(
      `select column_name, column_default from information_schema.columns
       where table_schema = 'auth' and table_name = 'users' and column_name in ('instance_id', 'aud', 'role') order by column_name`,
    );
    expect(rows).toEqual([
      { column_name: 'aud', column_default: null },
      { column_name: 'instance_id', column_default: null },
      { column_name: 'role', column_default: null },
    ]);
  });

  it('a user row without instance or audience cannot sign in; with both it can, its e-mail in any case', async () => {
    await insertUser('bez-aud@test.local', { instance_id: NIL_INSTANCE, role: 'authenticated' });
    await insertUser('bez-instance@test.local', { aud: 'authenticated', role: 'authenticated' });
    await insertUser('jina-aud@test.local', { instance_id: NIL_INSTANCE, aud: 'jina', role: 'authenticated' });
    for (const email of ['bez-aud@test.local', 'bez-instance@test.local', 'jina-aud@test.local']) {
      const { error } = await signIn(email);
      expect(error, email).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    await insertUser('uplny@test.local', { instance_id: NIL_INSTANCE, aud: 'authenticated', role: 'authenticated' });
    const { data, error } = await signIn('Uplny@Test.local');
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'uplny@test.local', aud: 'authenticated', role: 'authenticated' });
  });

  it('sign-up, admin create and invite write instance, audience and role themselves', async () => {
    await stack.client().auth.signUp({ email: 'registrace@test.local', password: 'heslo-123' });
    await admin().createUser({ email: 'zalozeny@test.local', password: 'heslo-123', email_confirm: true });
    await admin().inviteUserByEmail('pozvanka@test.local');
    const { rows } = await stack.db.query(
      `select email, instance_id, aud, role from auth.users
       where email in ('registrace@test.local', 'zalozeny@test.local', 'pozvanka@test.local') order by email`,
    );
    expect(rows).toEqual(
      ['pozvanka@test.local', 'registrace@test.local', 'zalozeny@test.local'].map((email) => ({ email, instance_id: NIL_INSTANCE, aud: 'authenticated', role: 'authenticated' })),
    );
  });

  it('the admin list shows only the instance\'s users of the audience', async () => {
    await insertUser('mimo-seznam@test.local', { role: 'authenticated' });
    const { data } = await admin().listUsers({ perPage: 1000 });
    const emails = data.users.map((user) => user.email);
    expect(emails).toContain('uplny@test.local');
    expect(emails).not.toContain('mimo-seznam@test.local');
  });
});
