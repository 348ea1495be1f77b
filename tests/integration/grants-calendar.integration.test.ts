import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrant, deleteGrant, listGrants, setGrantActive, updateGrant } from '@/features/grants/api';
import { grantFilters, type GrantFilters } from '@/features/grants/filters';
import { ZGrantForm, type TGrantFormInput, type TGrantInput } from '@/features/grants/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let anon: TypedSupabaseClient;
let member: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let admin: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  const category = await createCategory(stack);
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  member = await as({});
  coach = await as({ role: 'head_coach', categories: [category] });
  admin = await as({ role: 'admin' });
});
afterAll(async () => {
  await stack.stop();
});

const filters = (overrides: Partial<GrantFilters> = {}): GrantFilters => ({ ...grantFilters.defaults, ...overrides });
const tag = () => randomUUID().slice(0, 6);

/** A grant as the calendar's modal submits it, parsed by the same schema. */
function grantInput(overrides: Partial<TGrantFormInput> = {}): TGrantInput {
  return ZGrantForm.parse({ name: `Dotace ${tag()}`, month: '4', description: '', ...overrides });
}

async function storedGrant(id: string) {
  const { rows } = await stack.db.query<{ name: string; month: number | string; is_active: boolean; description: string | null }>(
    `select name, month, is_active, description from public.grants where id = $1`,
    [id],
  );
  const row = rows[0];
  // The raw driver may hand integers back as text; the app's reads go through PostgREST's JSON.
  return row ? { ...row, month: Number(row.month) } : null;
}

describe('only an admin keeps the grant calendar', () => {
  it('an admin reads the seeded calendar, by month then name', async () => {
    const grants = await listGrants(admin, filters());
    expect(grants.map((grant) => [grant.month, grant.name])).toEqual(
      expect.arrayContaining([
        [1, 'Program podpory sportu – město Ostrava'],
        [12, 'Vyúčtování městských dotací'],
      ]),
    );
    const months = grants.map((grant) => grant.month);
    expect(months).toEqual([...months].sort((a, b) => a - b));
  });

  it('a visitor is refused with 42501; a member and a coach read no grant', async () => {
    await expect(listGrants(anon, filters())).rejects.toMatchObject({ code: '42501' });
    expect(await listGrants(member, filters())).toEqual([]);
    expect(await listGrants(coach, filters())).toEqual([]);
  });

  it('a visitor, a member and a coach cannot add, change or delete a grant, and it stays as it was', async () => {
    const id = randomUUID();
    await createGrant(admin, id, grantInput({ name: 'Chráněná dotace', month: '5' }));
    for (const [client, changeRefusal] of [
      [anon, '42501'],
      [member, 'PGRST116'],
      [coach, 'PGRST116'],
    ] as const) {
      const newId = randomUUID();
      await expect(createGrant(client, newId, grantInput())).rejects.toMatchObject({ code: '42501' });
      expect(await storedGrant(newId)).toBeNull();
      await expect(updateGrant(client, id, grantInput({ name: 'Přepsáno' }))).rejects.toMatchObject({ code: changeRefusal });
      await expect(setGrantActive(client, id, false)).rejects.toMatchObject({ code: changeRefusal });
      await expect(deleteGrant(client, id)).rejects.toMatchObject({ code: changeRefusal });
    }
    expect(await storedGrant(id)).toEqual({ name: 'Chráněná dotace', month: 5, is_active: true, description: null });
  });
});

describe('an admin manages grants', () => {
  it('adds a grant in a month; a retried create with the same id adds nothing', async () => {
    const id = randomUUID();
    const input = grantInput({ name: '  Sportovní akce mládeže ', month: '6', description: 'Turnaj' });
    await createGrant(admin, id, input);
    await createGrant(admin, id, { ...input, name: 'Jiný název' });
    const { rows } = await stack.db.query<{ n: number }>(`select count(*)::int as n from public.grants where id = $1`, [id]);
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await storedGrant(id)).toEqual({ name: 'Sportovní akce mládeže', month: 6, is_active: true, description: 'Turnaj' });
  });

  it('the database refuses a month outside 1–12 and a blank name even past the form, and stores nothing', async () => {
    const badMonth = randomUUID();
    await expect(createGrant(admin, badMonth, { name: 'Třináctý', month: 13, description: null })).rejects.toMatchObject({
      code: '23514',
    });
    const blankName = randomUUID();
    await expect(createGrant(admin, blankName, { name: '  ', month: 2, description: null })).rejects.toMatchObject({
      code: '23514',
    });
    expect(await storedGrant(badMonth)).toBeNull();
    expect(await storedGrant(blankName)).toBeNull();
  });

  it('edits a grant, moving it to another month', async () => {
    const id = randomUUID();
    await createGrant(admin, id, grantInput({ name: 'Původní', month: '2' }));
    await updateGrant(admin, id, grantInput({ name: 'Upravená', month: '11', description: 'Nový popis' }));
    expect(await storedGrant(id)).toEqual({ name: 'Upravená', month: 11, is_active: true, description: 'Nový popis' });
  });

  it('a deactivated grant leaves the calendar, shows with the inactive ones, and comes back when reactivated', async () => {
    const id = randomUUID();
    const name = `Soft ${tag()}`;
    await createGrant(admin, id, grantInput({ name, month: '9' }));
    await setGrantActive(admin, id, false);
    expect(await listGrants(admin, filters({ q: name }))).toEqual([]);
    expect(await listGrants(admin, filters({ q: name, inactive: '1' }))).toEqual([
      { id, name, description: null, month: 9, is_active: false },
    ]);
    await setGrantActive(admin, id, true);
    expect(await listGrants(admin, filters({ q: name }))).toEqual([{ id, name, description: null, month: 9, is_active: true }]);
  });

  it('a hard delete removes the grant for good', async () => {
    const id = randomUUID();
    await createGrant(admin, id, grantInput());
    await deleteGrant(admin, id);
    expect(await storedGrant(id)).toBeNull();
    await expect(deleteGrant(admin, id)).rejects.toMatchObject({ code: 'PGRST116' });
  });
});

describe('searching the calendar', () => {
  const unique = tag();

  beforeAll(async () => {
    await createGrant(admin, randomUUID(), grantInput({ name: `Hřiště ${unique}`, month: '3', description: 'Oprava povrchu' }));
    await createGrant(
      admin,
      randomUUID(),
      grantInput({ name: `Vybavení ${unique}`, month: '8', description: 'Míče, dresy (sada) pro ŽÁKY' }),
    );
  });

  it('finds a grant by its name or its description, case-insensitively, on the server', async () => {
    expect((await listGrants(admin, filters({ q: `hřiště ${unique}` }))).map((grant) => grant.name)).toEqual([
      `Hřiště ${unique}`,
    ]);
    expect((await listGrants(admin, filters({ q: 'dresy (sada) pro žáky' }))).map((grant) => grant.name)).toEqual([
      `Vybavení ${unique}`,
    ]);
    expect((await listGrants(admin, filters({ q: unique }))).map((grant) => grant.month)).toEqual([3, 8]);
  });

  it('narrows to one month; wildcards in the search match nothing extra', async () => {
    expect((await listGrants(admin, filters({ q: unique, month: 8 }))).map((grant) => grant.name)).toEqual([
      `Vybavení ${unique}`,
    ]);
    expect(await listGrants(admin, filters({ q: `%${unique}_x` }))).toEqual([]);
  });
});
