import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let admin: SeededUser;
let categoryA: string;
let categoryB: string;
beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await seedUser(stack, { role: 'admin' });
  categoryA = await createCategory(stack);
  categoryB = await createCategory(stack);
});
afterAll(async () => {
  await stack.stop();
});

const setRoles = (caller: SeededUser, userId: string, roles: string[], categories: string[] = []) =>
  sqlAs(stack, caller.claims, 'select public.set_user_roles($1, $2::text[], $3::uuid[])', [userId, `{${roles.join(',')}}`, `{${categories.join(',')}}`]);

async function rowsOf(userId: string) {
  // Arrays as text: the two engines' drivers return uuid[] differently.
  const profiles = await stack.db.query<{ role: string; categories: string }>(
    "select role, array_to_string(assigned_categories, ',') as categories from public.user_profiles where user_id = $1 order by role",
    [userId],
  );
  const roles = await stack.db.query<{ role: string }>('select role from public.user_roles where user_id = $1 order by role', [userId]);
  return {
    profiles: profiles.rows.map((row) => ({ role: row.role, assigned_categories: row.categories ? row.categories.split(',') : [] })),
    roles: roles.rows.map((row) => row.role),
  };
}

describe('set_user_roles (only admin and coach kept, default member)', () => {
  it('keeps admin and coach only, and gives the coach the chosen categories', async () => {
    const user = await seedUser(stack);
    await setRoles(admin, user.id, ['coach', 'head_coach', 'member', 'admin'], [categoryA, categoryA]);
    expect(await rowsOf(user.id)).toEqual({
      profiles: [
        { role: 'admin', assigned_categories: [] },
        { role: 'coach', assigned_categories: [categoryA] },
      ],
      roles: ['admin', 'coach'],
    });
  });

  it('drops categories of a user who is not a coach and makes a user without roles a member', async () => {
    const user = await seedUser(stack, { role: 'coach', categories: [categoryA] });
    await setRoles(admin, user.id, ['admin'], [categoryB]);
    expect(await rowsOf(user.id)).toEqual({ profiles: [{ role: 'admin', assigned_categories: [] }], roles: ['admin'] });
    await setRoles(admin, user.id, []);
    expect(await rowsOf(user.id)).toEqual({ profiles: [{ role: 'member', assigned_categories: [] }], roles: [] });
  });

  it('keeps a head coach a head coach while changing their categories', async () => {
    const user = await seedUser(stack, { role: 'head_coach', categories: [categoryA] });
    await setRoles(admin, user.id, ['coach'], [categoryB]);
    expect((await rowsOf(user.id)).profiles).toEqual([{ role: 'head_coach', assigned_categories: [categoryB] }]);
  });

  it('refuses a non-admin, an unknown category and an admin removing their own admin role, changing nothing', async () => {
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryA] });
    const target = await seedUser(stack);
    await expect(setRoles(coach, target.id, ['admin'])).rejects.toMatchObject({ code: '42501' });
    await expect(setRoles(admin, target.id, ['coach'], ['00000000-0000-4000-8000-0000000000aa'])).rejects.toThrow('Neznámá kategorie');
    await expect(setRoles(admin, admin.id, ['coach'], [categoryA])).rejects.toThrow('Nemůžete odebrat roli administrátora sami sobě');
    await expect(setRoles(admin, '00000000-0000-4000-8000-0000000000bb', ['coach'], [categoryA])).rejects.toThrow('Uživatel nebyl nalezen');
    expect(await rowsOf(target.id)).toEqual({ profiles: [], roles: [] });
    expect(await rowsOf(admin.id)).toEqual({ profiles: [{ role: 'admin', assigned_categories: [] }], roles: [] });
  });

  it('is not callable by anon', async () => {
    await expect(setRoles({ ...admin, claims: null } as unknown as SeededUser, admin.id, ['admin'])).rejects.toMatchObject({ code: '42501' });
  });
});

describe('ensure_admin_rows (the coach simulation ensures the admin profile and role rows)', () => {
  it('creates the missing admin role row once and leaves existing rows', async () => {
    await sqlAs(stack, admin.claims, 'select public.ensure_admin_rows()');
    await sqlAs(stack, admin.claims, 'select public.ensure_admin_rows()');
    expect(await rowsOf(admin.id)).toEqual({ profiles: [{ role: 'admin', assigned_categories: [] }], roles: ['admin'] });
  });

  it('refuses anyone who is not an admin', async () => {
    const coach = await seedUser(stack, { role: 'coach', categories: [categoryA] });
    await expect(sqlAs(stack, coach.claims, 'select public.ensure_admin_rows()')).rejects.toMatchObject({ code: '42501' });
    expect((await rowsOf(coach.id)).roles).toEqual([]);
  });
});
