import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommittee, deleteCommittee, isDuplicateCommitteeCode, listCommittees, updateCommittee } from '@/features/committees/api';
import type { TCommitteeInput } from '@/features/committees/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let member: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  anon = stack.client() as TypedSupabaseClient;
  admin = stack.client(stack.anonKey, (await seedUser(stack, { role: 'admin' })).accessToken) as TypedSupabaseClient;
  coach = stack.client(stack.anonKey, (await seedUser(stack, { role: 'coach' })).accessToken) as TypedSupabaseClient;
  member = stack.client(stack.anonKey, (await seedUser(stack, {})).accessToken) as TypedSupabaseClient;
});
afterAll(async () => {
  await stack.stop();
});

const input = (overrides: Partial<TCommitteeInput> = {}): TCommitteeInput => ({
  code: `K_${randomUUID().slice(0, 6).toUpperCase()}`,
  name: 'Komise mládeže',
  description: null,
  is_active: true,
  sort_order: 50,
  ...overrides,
});
async function stored(id: string) {
  const { rows } = await stack.db.query<{ name: string; is_active: boolean }>(`select name, is_active from public.committees where id = $1`, [id]);
  return rows[0];
}

describe('/admin/committees', () => {
  it('an admin adds (a retried add is a no-op), edits and deletes a committee', async () => {
    const id = randomUUID();
    const committee = input();
    await createCommittee(admin, id, committee);
    await createCommittee(admin, id, { ...committee, name: 'Jiná' });
    expect((await listCommittees(admin)).find((row) => row.id === id)).toMatchObject({ code: committee.code, name: 'Komise mládeže' });
    await updateCommittee(admin, id, { ...committee, name: 'Komise mládeže a talentů', is_active: false });
    expect(await stored(id)).toEqual({ name: 'Komise mládeže a talentů', is_active: false });
    await deleteCommittee(admin, id);
    expect(await stored(id)).toBeUndefined();
  });

  it('a code already taken is refused as a duplicate the form shows on its field; nothing is added', async () => {
    const first = input();
    await createCommittee(admin, randomUUID(), first);
    const secondId = randomUUID();
    const refusal = await createCommittee(admin, secondId, input({ code: first.code })).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: '23505' });
    expect(isDuplicateCommitteeCode(refusal)).toBe(true);
    expect(await stored(secondId)).toBeUndefined();
  });

  it('visitors, signed-in members and coaches read active committees only and cannot add, edit or delete; nothing changes', async () => {
    const activeId = randomUUID();
    const hiddenId = randomUUID();
    await createCommittee(admin, activeId, input({ name: 'Veřejná komise' }));
    await createCommittee(admin, hiddenId, input({ name: 'Skrytá komise', is_active: false }));
    for (const caller of [anon, member, coach]) {
      const ids = (await listCommittees(caller)).map((row) => row.id);
      expect(ids).toContain(activeId);
      expect(ids).not.toContain(hiddenId);
      const refusedId = randomUUID();
      await expect(createCommittee(caller, refusedId, input())).rejects.toMatchObject({ code: '42501' });
      expect(await stored(refusedId)).toBeUndefined();
    }
    // Anon holds no write grant at all; a member's or a coach's write matches no row under RLS.
    await expect(updateCommittee(anon, activeId, input({ name: 'Změněno' }))).rejects.toMatchObject({ code: '42501' });
    await expect(deleteCommittee(anon, activeId)).rejects.toMatchObject({ code: '42501' });
    for (const caller of [member, coach]) {
      await updateCommittee(caller, activeId, input({ name: 'Změněno' }));
      await deleteCommittee(caller, activeId);
    }
    expect(await stored(activeId)).toEqual({ name: 'Veřejná komise', is_active: true });
  });
});
