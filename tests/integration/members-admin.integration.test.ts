import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  deleteMember,
  getMember,
  listAllMembers,
  listMembers,
  updateMember,
} from '@/features/members/api/members';
import { isDuplicateRegistration } from '@/features/members/duplicate-registration';
import type { MemberFilters } from '@/features/members/filters';
import type { TMemberInput } from '@/features/members/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let coachA: TypedSupabaseClient;
let member: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Muži');
  categoryB = await createCategory(stack, 'Ženy');
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  coachA = await as({ role: 'coach', categories: [categoryA] });
  member = await as({});
});
afterAll(async () => {
  await stack.stop();
});

/** A tag unique to one test, so searches never meet the seed's ~120 members or other tests. */
const tag = () => randomUUID().slice(0, 6);

function memberInput(overrides: Partial<TMemberInput> = {}): TMemberInput {
  return {
    name: 'Jan',
    surname: `Novák${tag()}`,
    registration_number: `REG-${tag()}`,
    date_of_birth: '2001-05-17',
    sex: 'male',
    category_id: categoryA,
    functions: ['player'],
    ...overrides,
  };
}

const filters = (overrides: Partial<MemberFilters> = {}): MemberFilters => ({
  search: '',
  categoryId: null,
  functionCode: null,
  sex: null,
  page: 1,
  ...overrides,
});

async function countByRegistration(registration: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(`select count(*)::int as n from public.members where registration_number = $1`, [
    registration,
  ]);
  return Number(rows[0]?.n ?? -1);
}

describe('an admin keeps the register (issue 11 §1)', () => {
  it('creates a member; a retried create with the same id changes nothing', async () => {
    const id = randomUUID();
    const input = memberInput({ functions: ['player', 'coach'] });
    await createMember(admin, id, input);
    await createMember(admin, id, { ...input, name: 'Jiný' });
    const stored = await getMember(admin, id);
    expect(stored).toMatchObject({ id, name: 'Jan', surname: input.surname, functions: ['player', 'coach'], category: { name: 'Muži' } });
    expect(await countByRegistration(input.registration_number)).toBe(1);
  });

  it('a duplicate registration number is refused as 23505 on its key, and nothing is saved', async () => {
    const first = memberInput();
    await createMember(admin, randomUUID(), first);
    const secondId = randomUUID();
    const refusal = await createMember(admin, secondId, memberInput({ registration_number: first.registration_number })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ code: '23505' });
    expect(isDuplicateRegistration(refusal)).toBe(true);
    expect(await getMember(admin, secondId)).toBeNull();
    expect(await countByRegistration(first.registration_number)).toBe(1);
  });

  it('updates and deletes a member', async () => {
    const id = randomUUID();
    const input = memberInput();
    await createMember(admin, id, input);
    await updateMember(admin, id, { ...input, surname: 'Veselý', sex: null, date_of_birth: null });
    expect(await getMember(admin, id)).toMatchObject({ surname: 'Veselý', sex: null, date_of_birth: null });
    await deleteMember(admin, id);
    expect(await getMember(admin, id)).toBeNull();
  });

  it('an unknown function is refused with its Czech message and nothing is saved', async () => {
    const input = memberInput({ functions: ['player', 'captain'] });
    await expect(createMember(admin, randomUUID(), input)).rejects.toMatchObject({
      code: '23514',
      message: 'Neznámá funkce člena: captain',
    });
    expect(await countByRegistration(input.registration_number)).toBe(0);
  });
});

describe('searching and filtering the register (issue 11 §1)', () => {
  it('finds members without diacritics and in any case, by name, surname or registration number', async () => {
    const unique = tag();
    const cerna = memberInput({ name: 'Eliška', surname: `Černá${unique}`, sex: 'female', registration_number: `SVX${unique}1` });
    const ruzicka = memberInput({ name: 'Šimon', surname: `Růžička${unique}`, registration_number: `SVX${unique}2` });
    await createMember(admin, randomUUID(), cerna);
    await createMember(admin, randomUUID(), ruzicka);

    const surnames = async (search: string) => (await listMembers(admin, filters({ search }))).rows.map((row) => row.surname);
    expect(await surnames(`CERNA${unique}`)).toEqual([cerna.surname]);
    expect(await surnames(`ruzicka${unique}`)).toEqual([ruzicka.surname]);
    expect(await surnames(`růžička${unique}`)).toEqual([ruzicka.surname]);
    expect(await surnames(`svx${unique}`)).toEqual([cerna.surname, ruzicka.surname]);
    expect(await surnames(`SIMON ruzicka${unique}`)).toEqual([ruzicka.surname]);
    expect(await surnames(`eliska ruzicka${unique}`)).toEqual([]);
    // LIKE wildcards typed by the user match literally, not everything.
    expect(await surnames(`c%a${unique}`)).toEqual([]);
  });

  it('filters by category, function and sex, ordered by surname then name, paged by 20 with the total', async () => {
    const unique = tag();
    const category = await createCategory(stack, `Filtry ${unique}`);
    const inputs = Array.from({ length: 22 }, (_, index) =>
      memberInput({
        name: index % 2 === 0 ? 'Adam' : 'Bára',
        surname: `Filtr${String(Math.floor(index / 2)).padStart(2, '0')}`,
        sex: index % 2 === 0 ? 'male' : 'female',
        category_id: category,
        functions: index === 0 ? ['coach'] : ['player'],
      }),
    );
    for (const input of inputs) await createMember(admin, randomUUID(), input);

    const first = await listMembers(admin, filters({ categoryId: category }));
    expect(first.total).toBe(22);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.slice(0, 3).map((row) => `${row.surname} ${row.name}`)).toEqual(['Filtr00 Adam', 'Filtr00 Bára', 'Filtr01 Adam']);
    const second = await listMembers(admin, filters({ categoryId: category, page: 2 }));
    expect(second.rows.map((row) => `${row.surname} ${row.name}`)).toEqual(['Filtr10 Adam', 'Filtr10 Bára']);

    expect((await listMembers(admin, filters({ categoryId: category, sex: 'female' }))).total).toBe(11);
    expect((await listMembers(admin, filters({ categoryId: category, functionCode: 'coach' }))).rows.map((row) => row.name)).toEqual(['Adam']);
    expect(await listAllMembers(admin, filters({ categoryId: category, sex: 'male' }))).toHaveLength(11);
  });
});

describe('who reads and writes the register (issue 11 rules)', () => {
  it('a coach lists only members of their categories, personal data included', async () => {
    const unique = tag();
    await createMember(admin, randomUUID(), memberInput({ surname: `Coach${unique}A`, category_id: categoryA }));
    await createMember(admin, randomUUID(), memberInput({ surname: `Coach${unique}B`, category_id: categoryB }));
    const page = await listMembers(coachA, filters({ search: `coach${unique}` }));
    expect(page.rows.map((row) => [row.surname, row.date_of_birth])).toEqual([[`Coach${unique}A`, '2001-05-17']]);
    expect(page.total).toBe(1);
  });

  it('a coach cannot create, rename or delete a member, and nothing changes', async () => {
    const id = randomUUID();
    const input = memberInput();
    await createMember(admin, id, input);

    const refused = memberInput();
    await expect(createMember(coachA, randomUUID(), refused)).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "members"',
    });
    expect(await countByRegistration(refused.registration_number)).toBe(0);
    await updateMember(coachA, id, { ...input, name: 'Změněno' });
    await deleteMember(coachA, id);
    expect(await getMember(admin, id)).toMatchObject({ name: 'Jan' });
  });

  it('anon reads nothing of the register; a signed-in member without a staff role reads no rows', async () => {
    const input = memberInput();
    await createMember(admin, randomUUID(), input);
    await expect(listMembers(anon, filters())).rejects.toMatchObject({ code: '42501', message: 'permission denied for table members' });
    expect(await listMembers(member, filters({ search: input.registration_number }))).toEqual({ rows: [], total: 0 });
  });
});

describe('Czech alphabetical order (spec §7: surname, name)', () => {
  it('č follows c, ch follows h, ř follows r, š follows s, ž follows z; other accents do not reorder', async () => {
    const { rows } = await stack.db.query<{ surname: string }>(
      `select surname from unnest(array['Zeman','Čermák','Cibulka','Chalupa','Hruška','Říha','Rys','Šťastný','Svoboda','Žák','Ábel','Adam'])
         as surname order by public.czech_sort_key(surname)`,
    );
    expect(rows.map((row) => row.surname)).toEqual([
      'Ábel', 'Adam', 'Cibulka', 'Čermák', 'Hruška', 'Chalupa', 'Rys', 'Říha', 'Svoboda', 'Šťastný', 'Zeman', 'Žák',
    ]);
  });

  it('folding for search maps every Czech letter and both cases to plain lower case', async () => {
    const { rows } = await stack.db.query<{ folded: string }>(
      `select public.fold_search_text('Příliš žluťoučký kůň úpěl ďábelské ódy ŘÍŠE ŽŮŇ Łódź') as folded`,
    );
    expect(rows).toEqual([{ folded: 'prilis zlutoucky kun upel dabelske ody rise zun lodz' }]);
  });
});
