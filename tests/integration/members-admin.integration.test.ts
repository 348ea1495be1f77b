import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  deleteMember,
  getMember,
  getNextRegistrationNumber,
  listAllMembers,
  listMembers,
  updateMember,
} from '@/features/members/api/members';
import { isDuplicateRegistration } from '@/features/members/duplicate-registration';
import { memberFilterState, type MemberFilters } from '@/features/members/filters';
import { createMemberRelationship } from '@/features/members/api/member-relationships';
import type { TMemberInput, TRelationshipInput } from '@/features/members/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createClub, createMember as insertMemberRow } from '../seed/people';
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

const filters = (overrides: Partial<MemberFilters> = {}): MemberFilters => ({ ...memberFilterState.defaults, ...overrides });

async function countByRegistration(registration: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(`select count(*)::int as n from public.members where registration_number = $1`, [
    registration,
  ]);
  return Number(rows[0]?.n ?? -1);
}

describe('an admin keeps the register', () => {
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

describe('a new member belongs to the club', () => {
  async function relationshipsOf(memberId: string) {
    const { rows } = await stack.db.query<{ own: boolean; relationship_type: string; status: string; valid_from: string; valid_to: string | null }>(
      `select c.is_own_club as own, r.relationship_type, r.status, to_char(r.valid_from, 'YYYY-MM-DD') as valid_from, r.valid_to
       from public.member_club_relationships r join public.clubs c on c.id = r.club_id where r.member_id = $1`,
      [memberId],
    );
    return rows;
  }

  it('is created with the default relationship to the own club (permanent, active, from today), once even when the create is retried', async () => {
    const id = randomUUID();
    const input = memberInput();
    await createMember(admin, id, input);
    await createMember(admin, id, input);

    expect(await relationshipsOf(id)).toEqual([{ own: true, relationship_type: 'permanent', status: 'active', valid_from: pragueDay(), valid_to: null }]);
    const page = await listMembers(admin, filters({ q: input.registration_number }));
    expect(page.rows.map((row) => [row.id, row.is_active])).toEqual([[id, true]]);
  });

  it('a refused create leaves neither the member nor a relationship', async () => {
    const taken = memberInput();
    await createMember(admin, randomUUID(), taken);
    const id = randomUUID();
    await expect(createMember(admin, id, memberInput({ registration_number: taken.registration_number }))).rejects.toMatchObject({ code: '23505' });
    await expect(createMember(coachA, id, memberInput())).rejects.toMatchObject({ code: '42501' });
    expect(await getMember(admin, id)).toBeNull();
    expect(await relationshipsOf(id)).toEqual([]);
  });

  it("proposes the next registration number in the club's format: the seed's SV00001 … SV00120 give SV00121, then the next", async () => {
    const proposed = await getNextRegistrationNumber(admin);
    expect(proposed).toBe('SV00121');
    await createMember(admin, randomUUID(), memberInput({ registration_number: proposed ?? '' }));
    expect(await getNextRegistrationNumber(admin)).toBe('SV00122');
  });
});

describe('searching and filtering the register', () => {
  it('finds members without diacritics and in any case, by name, surname or registration number', async () => {
    const unique = tag();
    const cerna = memberInput({ name: 'Eliška', surname: `Černá${unique}`, sex: 'female', registration_number: `SVX${unique}1` });
    const ruzicka = memberInput({ name: 'Šimon', surname: `Růžička${unique}`, registration_number: `SVX${unique}2` });
    await createMember(admin, randomUUID(), cerna);
    await createMember(admin, randomUUID(), ruzicka);

    const surnames = async (search: string) => (await listMembers(admin, filters({ q: search }))).rows.map((row) => row.surname);
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

    const first = await listMembers(admin, filters({ category }));
    expect(first.total).toBe(22);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.slice(0, 3).map((row) => `${row.surname} ${row.name}`)).toEqual(['Filtr00 Adam', 'Filtr00 Bára', 'Filtr01 Adam']);
    const second = await listMembers(admin, filters({ category, page: 2 }));
    expect(second.rows.map((row) => `${row.surname} ${row.name}`)).toEqual(['Filtr10 Adam', 'Filtr10 Bára']);

    expect((await listMembers(admin, filters({ category, sex: 'female' }))).total).toBe(11);
    expect((await listMembers(admin, filters({ category, function: 'coach' }))).rows.map((row) => row.name)).toEqual(['Adam']);
    expect(await listAllMembers(admin, filters({ category, sex: 'male' }))).toHaveLength(11);
  });
});

/** The club's calendar day in Prague, shifted by whole days, as YYYY-MM-DD. */
function pragueDay(shift = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
}

describe('the "active" filter: a relationship to the own club valid today', () => {
  const relationship = (clubId: string, overrides: Partial<TRelationshipInput> = {}): TRelationshipInput => ({
    club_id: clubId,
    relationship_type: 'permanent',
    status: 'active',
    valid_from: '2020-09-01',
    valid_to: null,
    notes: null,
    ...overrides,
  });

  it('counts only an active own-club relationship valid today, pages by it, and marks each row', async () => {
    const unique = tag();
    const ownClub = (await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`)).rows[0]?.id ?? '';
    const otherClub = await createClub(stack, { name: `TJ Jiný ${unique}` });
    const cases: [string, TRelationshipInput[]][] = [
      ['A-open', [relationship(ownClub)]],
      ['B-ends-today', [relationship(ownClub, { valid_to: pragueDay() })]],
      ['C-starts-today', [relationship(ownClub, { valid_from: pragueDay() })]],
      ['D-ended-yesterday', [relationship(ownClub, { valid_to: pragueDay(-1) })]],
      ['E-starts-tomorrow', [relationship(ownClub, { valid_from: pragueDay(1) })]],
      ['F-status-ended', [relationship(ownClub, { status: 'ended' })]],
      ['G-status-inactive', [relationship(ownClub, { status: 'inactive' })]],
      ['H-other-club', [relationship(otherClub)]],
      ['I-none', []],
      ['J-ended-and-new', [relationship(ownClub, { status: 'ended', valid_to: '2021-06-30' }), relationship(ownClub, { valid_from: '2022-09-01' })]],
    ];
    // Rows written straight into the table: no default relationship, only the case's own.
    for (const [label, relationships] of cases) {
      const id = await insertMemberRow(stack, { surname: `Aktivni${unique}`, name: label });
      for (const input of relationships) await createMemberRelationship(admin, randomUUID(), id, input);
    }

    const names = async (active: MemberFilters['active']) => {
      const page = await listMembers(admin, filters({ q: `aktivni${unique}`, active }));
      return { names: page.rows.map((row) => row.name), total: page.total };
    };
    expect(await names('active')).toEqual({ names: ['A-open', 'B-ends-today', 'C-starts-today', 'J-ended-and-new'], total: 4 });
    expect(await names('inactive')).toEqual({
      names: ['D-ended-yesterday', 'E-starts-tomorrow', 'F-status-ended', 'G-status-inactive', 'H-other-club', 'I-none'],
      total: 6,
    });
    const all = await listMembers(admin, filters({ q: `aktivni${unique}` }));
    expect(all.total).toBe(10);
    expect(all.rows.filter((row) => row.is_active).map((row) => row.name)).toEqual(['A-open', 'B-ends-today', 'C-starts-today', 'J-ended-and-new']);
    expect((await listAllMembers(admin, filters({ q: `aktivni${unique}`, active: 'inactive' }))).map((row) => row.name)).toHaveLength(6);
  });

  it('paging stays right under the filter: 20 a page, the total of the filtered members', async () => {
    const category = await createCategory(stack, `Aktivita ${tag()}`);
    for (let index = 0; index < 23; index += 1) await createMember(admin, randomUUID(), memberInput({ category_id: category }));
    const active = await listMembers(admin, filters({ category, active: 'active' }));
    expect([active.rows.length, active.total]).toEqual([20, 23]);
    expect((await listMembers(admin, filters({ category, active: 'active', page: 2 }))).rows).toHaveLength(3);
    expect(await listMembers(admin, filters({ category, active: 'inactive' }))).toEqual({ rows: [], total: 0 });
  });

  it("the seed's two junior girls who left are the only inactive seeded members", async () => {
    const inactive = await listAllMembers(admin, filters({ q: 'SV0', active: 'inactive' }));
    expect(inactive.map((row) => row.category?.name)).toEqual(['Dorostenky', 'Dorostenky']);
    expect((await listMembers(admin, filters({ q: 'SV0', active: 'active' }))).total).toBeGreaterThan(100);
  });

  it('a coach filters only the members of their categories', async () => {
    const unique = tag();
    const ownClub = (await stack.db.query<{ id: string }>(`select id from public.clubs where is_own_club`)).rows[0]?.id ?? '';
    for (const category_id of [categoryA, categoryB]) {
      const id = randomUUID();
      await createMember(admin, id, memberInput({ surname: `Trener${unique}`, category_id }));
      await createMemberRelationship(admin, randomUUID(), id, relationship(ownClub));
    }
    const page = await listMembers(coachA, filters({ q: `trener${unique}`, active: 'active' }));
    expect([page.rows.map((row) => row.category_id), page.total]).toEqual([[categoryA], 1]);
    expect(await listMembers(coachA, filters({ q: `trener${unique}`, active: 'inactive' }))).toEqual({ rows: [], total: 0 });
  });
});

describe('who reads and writes the register', () => {
  it('a coach lists only members of their categories, personal data included', async () => {
    const unique = tag();
    await createMember(admin, randomUUID(), memberInput({ surname: `Coach${unique}A`, category_id: categoryA }));
    await createMember(admin, randomUUID(), memberInput({ surname: `Coach${unique}B`, category_id: categoryB }));
    const page = await listMembers(coachA, filters({ q: `coach${unique}` }));
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
    // The register reads members joined with the memberships view; which of the two the planner
    // checks first differs between engines, and either refusal is the whole answer.
    await expect(listMembers(anon, filters())).rejects.toMatchObject({ code: '42501' });
    await expect(listMembers(anon, filters())).rejects.toThrow(/^permission denied for (table members|view own_club_memberships_today)$/);
    expect(await listMembers(member, filters({ q: input.registration_number }))).toEqual({ rows: [], total: 0 });
  });
});

describe('Czech alphabetical order (surname, name)', () => {
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
