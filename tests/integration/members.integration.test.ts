import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlAs } from '@club-app/supabase-local/testing';
import { startTestStack, type TestStack } from '../support/stack';
import { seedUser, type SeededUser } from '../seed/users';
import { createCategory, createClub, createMember } from '../seed/people';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let admin: SeededUser;
let coachA: SeededUser;
let coachB: SeededUser;
let member: SeededUser;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Muži');
  categoryB = await createCategory(stack, 'Ženy');
  admin = await seedUser(stack, { role: 'admin' });
  coachA = await seedUser(stack, { role: 'coach', categories: [categoryA] });
  coachB = await seedUser(stack, { role: 'coach', categories: [categoryB] });
  member = await seedUser(stack);
});
afterAll(async () => {
  await stack.stop();
});

async function readMember(id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await stack.db.query(
    `select name, surname, registration_number, date_of_birth::text as date_of_birth, functions::text as functions
     from public.members where id = $1`,
    [id],
  );
  return rows[0];
}

describe('member privacy', () => {
  it('anon cannot read the members table at all, so no birth date or registration number leaks', async () => {
    await createMember(stack, { categoryId: categoryA });
    await expect(sqlAs(stack, null, `select date_of_birth from public.members`)).rejects.toMatchObject({ code: '42501' });
    await expect(sqlAs(stack, null, `select registration_number from public.members`)).rejects.toMatchObject({
      code: '42501',
    });
    await expect(sqlAs(stack, null, `select metadata from public.member_metadata`)).rejects.toMatchObject({ code: '42501' });
  });

  it('anon reads names, category and functions of players through public_members, and nothing more', async () => {
    const playerId = await createMember(stack, { categoryId: categoryA, name: 'Petr', surname: 'Veselý' });
    const { rows } = await sqlAs(
      stack,
      null,
      `select id, name, surname, category_id, functions::text as functions from public.public_members where id = $1`,
      [playerId],
    );
    expect(rows).toEqual([{ id: playerId, name: 'Petr', surname: 'Veselý', category_id: categoryA, functions: '{player}' }]);
    const columns = await stack.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'public_members'
       order by ordinal_position`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'name', 'surname', 'category_id', 'functions']);
    await expect(sqlAs(stack, null, `select date_of_birth from public.public_members`)).rejects.toMatchObject({
      code: '42703',
    });
  });

  it('a parent who is on no lineup or roster is not listed publicly', async () => {
    const parentId = await createMember(stack, { categoryId: categoryA, functions: ['parent'] });
    const { rows } = await sqlAs(stack, null, `select id from public.public_members where id = $1`, [parentId]);
    expect(rows).toEqual([]);
  });

  it('a signed-in member without a staff role reads no member rows, only public_members', async () => {
    const playerId = await createMember(stack, { categoryId: categoryA });
    const base = await sqlAs(stack, member.claims, `select date_of_birth from public.members where id = $1`, [playerId]);
    expect(base.rows).toEqual([]);
    const names = await sqlAs(stack, member.claims, `select id from public.public_members where id = $1`, [playerId]);
    expect(names.rows).toEqual([{ id: playerId }]);
  });
});

describe('who reads members', () => {
  it('a coach of category A reads birth dates of category A members for the birthday list, not of category B', async () => {
    const inA = await createMember(stack, { categoryId: categoryA, dateOfBirth: '2008-02-29' });
    const inB = await createMember(stack, { categoryId: categoryB, dateOfBirth: '2009-07-01' });
    const { rows } = await sqlAs(
      stack,
      coachA.claims,
      `select id, date_of_birth::text as date_of_birth from public.members where id = any ($1::uuid[]) order by date_of_birth`,
      [`{${inA},${inB}}`],
    );
    expect(rows).toEqual([{ id: inA, date_of_birth: '2008-02-29' }]);
  });

  it('an admin reads every member with registration numbers', async () => {
    const inA = await createMember(stack, { categoryId: categoryA });
    const without = await createMember(stack, { categoryId: null, functions: ['volunteer'] });
    const { rows } = await sqlAs<{ n: string }>(
      stack,
      admin.claims,
      `select count(registration_number)::int as n from public.members where id = any ($1::uuid[])`,
      [`{${inA},${without}}`],
    );
    expect(rows).toEqual([{ n: '2' }]);
  });
});

describe('who writes members', () => {
  it('an admin creates and renames a member', async () => {
    const created = await sqlAs<{ id: string }>(
      stack,
      admin.claims,
      `insert into public.members (name, surname, registration_number, category_id, functions)
       values ('Eva', 'Malá', $1, $2, '{player,coach}') returning id`,
      [`REG-ADMIN-${Date.now()}`, categoryA],
    );
    const id = created.rows[0]?.id ?? '';
    await sqlAs(stack, admin.claims, `update public.members set surname = 'Velká' where id = $1`, [id]);
    expect(await readMember(id)).toMatchObject({ name: 'Eva', surname: 'Velká', functions: '{player,coach}' });
  });

  it('a coach cannot create a member, even in their own category, and nothing is stored', async () => {
    const registration = `REG-COACH-${Date.now()}`;
    await expect(
      sqlAs(
        stack,
        coachA.claims,
        `insert into public.members (name, surname, registration_number, category_id) values ('X', 'Y', $1, $2)`,
        [registration, categoryA],
      ),
    ).rejects.toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "members"' });
    const { rows } = await stack.db.query(`select id from public.members where registration_number = $1`, [registration]);
    expect(rows).toEqual([]);
  });

  it('a coach cannot rename a member of their category, and the name stays', async () => {
    const id = await createMember(stack, { categoryId: categoryA, name: 'Karel' });
    const result = await sqlAs(stack, coachA.claims, `update public.members set name = 'Změněno' where id = $1`, [id]);
    expect(result.affectedRows).toBe(0);
    expect(await readMember(id)).toMatchObject({ name: 'Karel' });
  });

  it('functions outside the allowed set are refused by a check constraint', async () => {
    await expect(
      stack.db.query(
        `insert into public.members (name, surname, registration_number, functions) values ('A', 'B', $1, '{player,captain}')`,
        [`REG-F-${Date.now()}`],
      ),
    ).rejects.toMatchObject({ code: '23514' });
    const id = await createMember(stack, {
      functions: ['player', 'coach', 'referee', 'club_management', 'assistant_coach', 'team_manager',
        'physiotherapist', 'doctor', 'parent', 'volunteer'],
    });
    expect((await readMember(id))?.functions).toBe(
      '{player,coach,referee,club_management,assistant_coach,team_manager,physiotherapist,doctor,parent,volunteer}',
    );
  });

  it('name, surname and registration number must not be blank after trimming', async () => {
    for (const [name, surname, registration] of [['  ', 'B', 'R1'], ['A', ' ', 'R2'], ['A', 'B', '   ']]) {
      await expect(
        stack.db.query(`insert into public.members (name, surname, registration_number) values ($1, $2, $3)`, [
          name,
          surname,
          registration,
        ]),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('a registration number belongs to one member only', async () => {
    const registration = `REG-DUP-${Date.now()}`;
    await stack.db.query(`insert into public.members (name, surname, registration_number) values ('A', 'B', $1)`, [registration]);
    await expect(
      stack.db.query(`insert into public.members (name, surname, registration_number) values ('C', 'D', $1)`, [registration]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'members_registration_number_key' });
  });
});

describe('member-club relationships', () => {
  it('a new relationship defaults to permanent, active, valid from today', async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    const clubId = await createClub(stack, { isOwnClub: true });
    const { rows } = await sqlAs(
      stack,
      admin.claims,
      `insert into public.member_club_relationships (member_id, club_id) values ($1, $2)
       returning relationship_type, status, valid_from = current_date as from_today, valid_to`,
      [memberId, clubId],
    );
    expect(rows).toEqual([{ relationship_type: 'permanent', status: 'active', from_today: true, valid_to: null }]);
  });

  it('coaches read relationships of their category members only and cannot write them', async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    const clubId = await createClub(stack);
    await stack.db.query(`insert into public.member_club_relationships (member_id, club_id) values ($1, $2)`, [memberId, clubId]);
    const readByA = await sqlAs(stack, coachA.claims, `select club_id from public.member_club_relationships where member_id = $1`, [
      memberId,
    ]);
    expect(readByA.rows).toEqual([{ club_id: clubId }]);
    const readByB = await sqlAs(stack, coachB.claims, `select club_id from public.member_club_relationships where member_id = $1`, [
      memberId,
    ]);
    expect(readByB.rows).toEqual([]);
    await expect(
      sqlAs(stack, coachA.claims, `insert into public.member_club_relationships (member_id, club_id) values ($1, $2)`, [
        memberId,
        clubId,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*)::int as n from public.member_club_relationships where member_id = $1`,
      [memberId],
    );
    expect(rows).toEqual([{ n: '1' }]);
  });
});

describe('member metadata (not public)', () => {
  it('an admin stores free metadata; the coach of the category reads it, another coach and members do not', async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    await sqlAs(stack, admin.claims, `insert into public.member_metadata (member_id, metadata) values ($1, $2::jsonb)`, [
      memberId,
      JSON.stringify({ shirt_size: 'M', allergies: 'pyl' }),
    ]);
    const read = (claims: SeededUser['claims']) =>
      sqlAs(stack, claims, `select metadata::text as metadata from public.member_metadata where member_id = $1`, [memberId]);
    expect((await read(coachA.claims)).rows).toEqual([{ metadata: '{"allergies": "pyl", "shirt_size": "M"}' }]);
    expect((await read(coachB.claims)).rows).toEqual([]);
    expect((await read(member.claims)).rows).toEqual([]);
  });

  it('a coach cannot write metadata, and nothing is stored', async () => {
    const memberId = await createMember(stack, { categoryId: categoryA });
    await expect(
      sqlAs(stack, coachA.claims, `insert into public.member_metadata (member_id, metadata) values ($1, '{}')`, [memberId]),
    ).rejects.toMatchObject({ code: '42501' });
    const { rows } = await stack.db.query(`select member_id from public.member_metadata where member_id = $1`, [memberId]);
    expect(rows).toEqual([]);
  });
});

describe('people and team-work tables are locked down (RLS and grants on every table)', () => {
  const tables = [
    'members',
    'member_club_relationships',
    'member_metadata',
    'lineups',
    'lineup_players',
    'lineup_coaches',
    'category_lineups',
    'category_lineup_members',
    'training_sessions',
    'member_attendance',
    'player_loans',
    'meeting_minutes',
    'meeting_attendees',
  ];

  it('every table has RLS on, at least one policy, and explicit grants to authenticated and service_role', async () => {
    const { rows } = await stack.db.query<{ table_name: string; rls: boolean; policies: string; grantees: string }>(
      `select c.relname as table_name, c.relrowsecurity as rls,
         (select count(*) from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)::text as policies,
         (select string_agg(distinct g.grantee, ',' order by g.grantee) from information_schema.role_table_grants g
           where g.table_schema = 'public' and g.table_name = c.relname and g.privilege_type = 'SELECT'
             and g.grantee in ('anon', 'authenticated', 'service_role')) as grantees
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = any ($1::text[])
       order by c.relname`,
      [`{${tables.join(',')}}`],
    );
    expect(rows.map((row) => row.table_name)).toEqual([...tables].sort());
    for (const row of rows) {
      expect({ table: row.table_name, rls: row.rls, hasPolicy: Number(row.policies) > 0 }).toEqual({
        table: row.table_name,
        rls: true,
        hasPolicy: true,
      });
      expect(row.grantees).toMatch(/authenticated.*service_role/);
    }
  });

  it('every SECURITY DEFINER function of the slice pins an empty search_path', async () => {
    const { rows } = await stack.db.query<{ name: string; config: string | null }>(
      `select p.proname as name, array_to_string(p.proconfig, ',') as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef
         and p.proname in ('lineup_category_id', 'enforce_lineup_player_limits', 'enforce_lineup_coach_limit', 'get_player_statistics')
       order by p.proname`,
    );
    expect(rows).toEqual([
      { name: 'enforce_lineup_coach_limit', config: 'search_path=""' },
      { name: 'enforce_lineup_player_limits', config: 'search_path=""' },
      { name: 'get_player_statistics', config: 'search_path=""' },
      { name: 'lineup_category_id', config: 'search_path=""' },
    ]);
  });
});
