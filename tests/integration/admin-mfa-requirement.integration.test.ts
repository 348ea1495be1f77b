import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { createCategory, createMember } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * "Vyžadovat dvoufázové ověření pro administrátory": with it on, an administrator's password-only
 * session (aal1) is refused by the database what only admins may do; with the code in (aal2) it is
 * an administrator's again. Coaches are not affected.
 */
let stack: TestStack;
let admin: SeededUser;
let coach: SeededUser;
let categoryId: string;
let memberId: string;
const withCode = (user: SeededUser) => ({ ...user.claims, aal: 'aal2' });

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryId = await createCategory(stack);
  memberId = await createMember(stack, { categoryId });
  admin = await seedUser(stack, { role: 'admin' });
  coach = await seedUser(stack, { role: 'coach', categories: [categoryId] });
});
afterAll(async () => {
  await stack.stop();
});

async function requirement(): Promise<boolean | undefined> {
  const { rows } = await stack.db.query<{ require_admin_mfa: boolean }>('select require_admin_mfa from public.club_config');
  return rows[0]?.require_admin_mfa;
}

async function birthDatesReadBy(claims: Record<string, unknown>): Promise<number> {
  const { rows } = await sqlAs<{ date_of_birth: string }>(stack, claims, 'select date_of_birth from public.members where id = $1', [memberId]);
  return rows.length;
}

describe('the club’s two-factor requirement for administrators', () => {
  it('is off by default: an admin signed in with the password alone reads members’ personal data', async () => {
    expect(await requirement()).toBe(false);
    expect(await birthDatesReadBy(admin.claims)).toBe(1);
  });

  it('cannot be turned on by an admin signed in without the code; nothing changes', async () => {
    await expect(sqlAs(stack, admin.claims, 'update public.club_config set require_admin_mfa = true')).rejects.toMatchObject({
      code: '42501',
      message: 'Dvoufázové ověření pro administrátory může zapnout jen administrátor přihlášený s ověřovacím kódem',
    });
    expect(await requirement()).toBe(false);
  });

  it('turned on by an admin with the code, the database refuses a password-only admin and serves one with the code', async () => {
    await sqlAs(stack, withCode(admin), 'update public.club_config set require_admin_mfa = true');
    expect(await requirement()).toBe(true);

    const { rows } = await sqlAs<{ is_admin: boolean }>(stack, admin.claims, 'select public.is_admin() as is_admin');
    expect(rows).toEqual([{ is_admin: false }]);
    expect(await birthDatesReadBy(admin.claims)).toBe(0);
    const clubName = 'select club_name from public.club_config';
    const before = (await stack.db.query<{ club_name: string }>(clubName)).rows;
    await sqlAs(stack, admin.claims, `update public.club_config set club_name = 'Převzato'`);
    expect((await stack.db.query<{ club_name: string }>(clubName)).rows).toEqual(before);

    expect(await birthDatesReadBy(withCode(admin))).toBe(1);
    // A coach signs in as before and still manages their category.
    expect(await birthDatesReadBy(coach.claims)).toBe(1);
  });

  it('is turned off again by an admin with the code', async () => {
    await sqlAs(stack, withCode(admin), 'update public.club_config set require_admin_mfa = false');
    expect(await requirement()).toBe(false);
    expect(await birthDatesReadBy(admin.claims)).toBe(1);
  });
});
