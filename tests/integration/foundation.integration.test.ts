import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JwtClaims, sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser } from '../seed/users';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack('app');
});
afterAll(async () => {
  await stack.stop();
});

describe('roles', () => {
  it('a new auth user gets a profile row through the auth.users trigger', async () => {
    const user = await seedUser(stack, { fullName: 'Jana Nováková' });
    const { rows } = await stack.db.query<{ display_name: string; role: string }>(
      'select display_name, role from public.profiles where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ display_name: 'Jana Nováková', role: 'member' }]);
  });

  it('a role holds through a profile row or a role row, and coach covers head_coach', async () => {
    const admin = await seedUser(stack, { role: 'admin' });
    const headCoach = await seedUser(stack, { role: 'head_coach' });
    const member = await seedUser(stack);
    await stack.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [member.id]);
    const flags = async (claims: JwtClaims | null) =>
      (await sqlAs<{ admin: boolean; coach: boolean }>(stack, claims, 'select public.is_admin() as admin, public.is_coach() as coach')).rows[0];
    expect(await flags(admin.claims)).toEqual({ admin: true, coach: false });
    expect(await flags(headCoach.claims)).toEqual({ admin: false, coach: true });
    expect(await flags(member.claims)).toEqual({ admin: true, coach: false });
    expect(await flags(null)).toEqual({ admin: false, coach: false });
  });
});

describe('seasons', () => {
  it('activating a season deactivates every other season', async () => {
    const admin = await seedUser(stack, { role: 'admin' });
    const insert = `insert into public.seasons (name, start_date, end_date, is_active) values ($1, $2, $3, true) returning id`;
    await sqlAs(stack, admin.claims, insert, ['T 2030/2031', '2030-09-01', '2031-06-30']);
    await sqlAs(stack, admin.claims, insert, ['T 2031/2032', '2031-09-01', '2032-06-30']);
    const { rows } = await stack.db.query<{ name: string }>(`select name from public.seasons where is_active`);
    expect(rows).toEqual([{ name: 'T 2031/2032' }]);
  });

  it('anon reads seasons but cannot write them, and nothing changes', async () => {
    const before = await stack.db.query(`select count(*)::int as n from public.seasons`);
    await expect(
      sqlAs(stack, null, `insert into public.seasons (name, start_date, end_date) values ('X', '2030-01-01', '2030-02-01')`),
    ).rejects.toMatchObject({ code: '42501' });
    const after = await stack.db.query(`select count(*)::int as n from public.seasons`);
    expect(after.rows).toEqual(before.rows);
  });
});
