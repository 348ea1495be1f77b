import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, getMember, listMembers, updateMember } from '@/features/members/api/members';
import { memberFilterState } from '@/features/members/filters';
import {
  createMemberFunction,
  deleteMemberFunction,
  listMemberFunctions,
  updateMemberFunction,
} from '@/features/members/api/member-functions';
import {
  createMemberRelationship,
  deleteMemberRelationship,
  getMemberMetadata,
  listMemberRelationships,
  saveMemberMetadata,
  updateMemberRelationship,
} from '@/features/members/api/member-relationships';
import { createExternalPlayer, listExternalPlayers, listPlayerCandidates } from '@/features/members/api/players';
import { isDuplicateRegistration } from '@/features/members/duplicate-registration';
import type { TExternalPlayerInput, TMemberInput, TRelationshipInput } from '@/features/members/schema';
import { pickerOptions, type PlayerSource } from '@/features/members/player-picker-options';
import { handleGetMemberFunctions } from '@/features/members/server/get-member-functions';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createClub } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let clubId: string;
let anon: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let coachA: TypedSupabaseClient;
let coachB: TypedSupabaseClient;
let member: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Dorostenci');
  categoryB = await createCategory(stack, 'Dorostenky');
  clubId = await createClub(stack, { name: `TJ Sokol ${randomUUID().slice(0, 6)}` });
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  admin = await as({ role: 'admin' });
  coachA = await as({ role: 'coach', categories: [categoryA] });
  coachB = await as({ role: 'coach', categories: [categoryB] });
  member = await as({});
});
afterAll(async () => {
  await stack.stop();
});

const tag = () => randomUUID().slice(0, 6);
const newMember = async (overrides: Partial<TMemberInput> = {}): Promise<string> => {
  const id = randomUUID();
  await createMember(admin, id, {
    name: 'Jan',
    surname: `Novák${tag()}`,
    registration_number: `REG-${tag()}`,
    date_of_birth: null,
    sex: 'male',
    category_id: categoryA,
    functions: ['player'],
    ...overrides,
  });
  return id;
};
/** A member's relationships to the test's club: a new member also has the default one to the own club. */
const toClub = async (client: TypedSupabaseClient, memberId: string) =>
  (await listMemberRelationships(client, memberId)).filter((row) => row.club_id === clubId);
const externalPlayerInput = (overrides: Partial<TExternalPlayerInput> = {}): TExternalPlayerInput => ({
  name: 'Petr',
  surname: `Host${tag()}`,
  registration_number: `EXT-${tag()}`,
  club_name: 'TJ Sokol Poruba',
  sex: 'male',
  position: 'goalkeeper',
  jersey_number: 1,
  is_captain: false,
  ...overrides,
});
async function one<Row>(sql: string, params: unknown[]): Promise<Row | undefined> {
  return (await stack.db.query<Row>(sql, params)).rows[0];
}

describe('member functions as data', () => {
  it('existing members kept their functions; the ten functions are listed in order with Czech labels', async () => {
    const functions = await listMemberFunctions(anon);
    expect(functions.slice(0, 4).map((item) => [item.code, item.label])).toEqual([
      ['player', 'Hráč'],
      ['coach', 'Trenér'],
      ['assistant_coach', 'Asistent trenéra'],
      ['team_manager', 'Vedoucí týmu'],
    ]);
    expect(functions.map((item) => item.code).sort()).toEqual(
      ['assistant_coach', 'club_management', 'coach', 'doctor', 'parent', 'physiotherapist', 'player', 'referee', 'team_manager', 'volunteer'].sort(),
    );
    // The seed's members, migrated from the old CHECK, still hold player and coach.
    const seeded = await one<{ players: number; coaches: number }>(
      `select count(*) filter (where 'player' = any (functions))::int as players,
              count(*) filter (where 'coach' = any (functions))::int as coaches from public.members where registration_number like 'SV%'`,
      [],
    );
    expect(Number(seeded?.players)).toBeGreaterThan(100);
    // The last two adults of the men's and of the women's team also coach (seed.sql).
    expect(Number(seeded?.coaches)).toBe(4);
  });

  it('an admin adds a function, members may then hold it; a retried add is a no-op', async () => {
    const code = `statistician_${tag()}`;
    await createMemberFunction(admin, { code, label: `Statistik ${code}`, sort_order: 110, is_active: true });
    await createMemberFunction(admin, { code, label: 'Jiný název', sort_order: 1, is_active: true });
    expect((await listMemberFunctions(admin)).find((item) => item.code === code)?.label).toBe(`Statistik ${code}`);
    const id = await newMember({ functions: ['player', code] });
    expect(await one(`select functions::text as functions from public.members where id = $1`, [id])).toEqual({ functions: `{player,${code}}` });
  });

  it('a function someone holds cannot be deleted (23503, Czech message) and stays; an unused one can', async () => {
    const code = `scout_${tag()}`;
    await createMemberFunction(admin, { code, label: `Skaut ${code}`, sort_order: 120, is_active: true });
    const holder = await newMember({ functions: [code] });
    await expect(deleteMemberFunction(admin, code)).rejects.toMatchObject({
      code: '23503',
      message: `Funkci „Skaut ${code}“ mají přiřazenou členové, nelze ji smazat`,
    });
    expect(await one(`select code from public.member_functions where code = $1`, [code])).toEqual({ code });
    await stack.db.query(`update public.members set functions = '{player}' where id = $1`, [holder]);
    await deleteMemberFunction(admin, code);
    expect(await one(`select code from public.member_functions where code = $1`, [code])).toBeUndefined();
  });

  it('an admin renames and reorders a function but cannot change its code', async () => {
    const code = `kit_${tag()}`;
    await createMemberFunction(admin, { code, label: `Kustod ${code}`, sort_order: 130, is_active: true });
    await updateMemberFunction(admin, code, { code: 'ignored', label: `Správce výstroje ${code}`, sort_order: 5, is_active: false });
    expect(await one(`select label, sort_order::text as sort_order, is_active from public.member_functions where code = $1`, [code])).toEqual({
      label: `Správce výstroje ${code}`,
      sort_order: '5',
      is_active: false,
    });
    const { error } = await admin.from('member_functions').update({ code: `${code}_x` }).eq('code', code);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table member_functions' });
  });

  it('a coach, a member and anon cannot add, rename or delete functions; nothing changes', async () => {
    const code = `nope_${tag()}`;
    for (const caller of [coachA, member]) {
      await expect(createMemberFunction(caller, { code, label: code, sort_order: 0, is_active: true })).rejects.toMatchObject({
        code: '42501',
        message: 'new row violates row-level security policy for table "member_functions"',
      });
      await updateMemberFunction(caller, 'player', { code: 'player', label: 'Změněno', sort_order: 0, is_active: true });
      await deleteMemberFunction(caller, 'volunteer');
    }
    await expect(createMemberFunction(anon, { code, label: code, sort_order: 0, is_active: true })).rejects.toMatchObject({ code: '42501' });
    expect(await one(`select label from public.member_functions where code = 'player'`, [])).toEqual({ label: 'Hráč' });
    expect(await one(`select code from public.member_functions where code = 'volunteer'`, [])).toEqual({ code: 'volunteer' });
    expect(await one(`select code from public.member_functions where code = $1`, [code])).toBeUndefined();
  });

  it('GET /api/get-member-functions answers anyone with a bare array of the active functions in order', async () => {
    const code = `hidden_${tag()}`;
    await createMemberFunction(admin, { code, label: `Skrytá ${code}`, sort_order: 1, is_active: false });
    const response = await handleGetMemberFunctions(new Request('http://localhost/api/get-member-functions'), { caller: anon });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: string; label: string; sort_order: number }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toEqual({ code: 'player', label: 'Hráč', sort_order: 10 });
    expect(body.map((item) => item.code)).not.toContain(code);
  });
});

describe('member-club relationships through the API', () => {
  const input = (overrides: Partial<TRelationshipInput> = {}): TRelationshipInput => ({
    club_id: clubId,
    relationship_type: 'permanent',
    status: 'active',
    valid_from: '2026-09-01',
    valid_to: null,
    notes: null,
    ...overrides,
  });

  it('an admin adds, edits and deletes a relationship; a retried add is a no-op', async () => {
    const memberId = await newMember();
    const id = randomUUID();
    await createMemberRelationship(admin, id, memberId, input());
    await createMemberRelationship(admin, id, memberId, input({ notes: 'retry' }));
    expect((await toClub(admin, memberId)).map((row) => [row.id, row.relationship_type, row.status, row.notes])).toEqual([
      [id, 'permanent', 'active', null],
    ]);
    await updateMemberRelationship(admin, id, input({ status: 'ended', valid_to: '2026-12-31' }));
    expect((await toClub(admin, memberId))[0]).toMatchObject({ status: 'ended', valid_to: '2026-12-31' });
    await deleteMemberRelationship(admin, id);
    expect(await toClub(admin, memberId)).toEqual([]);
  });

  it("the coach of the member's category reads them but cannot add one; nothing is stored", async () => {
    const memberId = await newMember();
    await createMemberRelationship(admin, randomUUID(), memberId, input());
    expect(await toClub(coachA, memberId)).toHaveLength(1);
    await expect(createMemberRelationship(coachA, randomUUID(), memberId, input())).rejects.toMatchObject({ code: '42501' });
    expect(await toClub(admin, memberId)).toHaveLength(1);
    const outsider = await newMember({ category_id: categoryB });
    await createMemberRelationship(admin, randomUUID(), outsider, input());
    expect(await listMemberRelationships(coachA, outsider)).toEqual([]);
  });

  it('metadata: the admin saves an object and replaces it; a coach cannot; anon cannot read it', async () => {
    const memberId = await newMember();
    expect(await getMemberMetadata(admin, memberId)).toEqual({});
    await saveMemberMetadata(admin, memberId, { velikost_dresu: 'M' });
    await saveMemberMetadata(admin, memberId, { velikost_dresu: 'L', alergie: 'pyl' });
    expect(await getMemberMetadata(coachA, memberId)).toEqual({ velikost_dresu: 'L', alergie: 'pyl' });
    await expect(saveMemberMetadata(coachA, memberId, { velikost_dresu: 'XS' })).rejects.toMatchObject({ code: '42501' });
    expect(await getMemberMetadata(admin, memberId)).toEqual({ velikost_dresu: 'L', alergie: 'pyl' });
    await expect(getMemberMetadata(anon, memberId)).rejects.toMatchObject({ code: '42501' });
  });
});

describe('external players', () => {
  const input = externalPlayerInput;

  it('an admin and a coach add external players; a retried add is a no-op', async () => {
    const byAdmin = input();
    const id = randomUUID();
    await createExternalPlayer(admin, id, byAdmin);
    await createExternalPlayer(admin, id, { ...byAdmin, name: 'Jiný' });
    const byCoach = input({ jersey_number: 99 });
    await createExternalPlayer(coachA, randomUUID(), byCoach);
    const listed = await listExternalPlayers(coachA);
    expect(listed.find((player) => player.id === id)).toMatchObject({ name: 'Petr', surname: byAdmin.surname, jersey_number: 1 });
    expect(listed.some((player) => player.registration_number === byCoach.registration_number)).toBe(true);
  });

  it('a jersey outside 1–99 and a blank club are refused by the database; nothing is stored', async () => {
    for (const bad of [input({ jersey_number: 100 }), input({ jersey_number: 0 }), input({ club_name: '  ' })]) {
      await expect(createExternalPlayer(admin, randomUUID(), bad)).rejects.toMatchObject({ code: '23514' });
      expect(await one(`select id from public.external_players where registration_number = $1`, [bad.registration_number])).toBeUndefined();
    }
  });

  it('a registration number already taken is a duplicate the dialog shows on its field', async () => {
    const first = input();
    await createExternalPlayer(admin, randomUUID(), first);
    const refusal = await createExternalPlayer(admin, randomUUID(), input({ registration_number: first.registration_number })).catch(
      (error: unknown) => error,
    );
    expect(isDuplicateRegistration(refusal)).toBe(true);
  });

  it('anon and a signed-in member read no external player and cannot add one', async () => {
    await createExternalPlayer(admin, randomUUID(), input());
    await expect(listExternalPlayers(anon)).rejects.toMatchObject({ code: '42501' });
    expect(await listExternalPlayers(member)).toEqual([]);
    const refused = input();
    await expect(createExternalPlayer(member, randomUUID(), refused)).rejects.toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "external_players"',
    });
    expect(await one(`select id from public.external_players where registration_number = $1`, [refused.registration_number])).toBeUndefined();
  });
});

describe('player picker candidates (members whose functions include player)', () => {
  it('lists players only, of one category when asked; a coach sees only their categories', async () => {
    const unique = tag();
    const player = await newMember({ surname: `Picker${unique}`, functions: ['player', 'coach'] });
    const parent = await newMember({ surname: `Picker${unique}`, functions: ['parent'] });
    const other = await newMember({ surname: `Picker${unique}`, category_id: categoryB });
    const ids = async (client: TypedSupabaseClient, category: string | null) =>
      (await listPlayerCandidates(client, category)).map((row) => row.id).filter((id) => [player, parent, other].includes(id));
    expect(await ids(admin, null)).toEqual(expect.arrayContaining([player, other]));
    expect(await ids(admin, null)).not.toContain(parent);
    expect(await ids(admin, categoryA)).toEqual([player]);
    expect(await ids(coachA, null)).toEqual([player]);
    expect(await ids(member, null)).toEqual([]);
  });
});

describe('a coach of category B: the picker, external players and what they may not touch', () => {

  it("the picker offers B's players and the external players, never a member of A, and drops whoever is chosen", async () => {
    const unique = tag();
    const inB = await newMember({ name: 'Klára', surname: `Vybraná${unique}`, category_id: categoryB });
    const alsoInB = await newMember({ name: 'Tereza', surname: `Vybraná${unique}`, category_id: categoryB });
    const parentInB = await newMember({ surname: `Vybraná${unique}`, category_id: categoryB, functions: ['parent'] });
    const inA = await newMember({ surname: `Vybraná${unique}`, category_id: categoryA });
    const guestId = randomUUID();
    await createExternalPlayer(admin, guestId, externalPlayerInput({ surname: `Vybraná${unique}` }));

    const candidates = await listPlayerCandidates(coachB, null);
    const ids = candidates.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([inB, alsoInB]));
    expect(ids).not.toContain(inA);
    expect(ids).not.toContain(parentInB);
    expect(candidates.every((row) => row.category_id === categoryB)).toBe(true);
    expect(await listPlayerCandidates(coachB, categoryA)).toEqual([]);

    // The picker's options from what coach B's queries return: searched without diacritics.
    const externals = await listExternalPlayers(coachB);
    const offered = (source: PlayerSource) =>
      pickerOptions({ source, members: candidates, externals }, `vybrana${unique}`, [alsoInB]).map((option) => [option.kind, option.id]);
    expect(offered('members')).toEqual([['member', inB]]);
    expect(offered('external')).toEqual([['external', guestId]]);
  });

  it("the register, a member's detail, relationships and metadata of A stay hidden from the coach of B", async () => {
    const unique = tag();
    const inA = await newMember({ surname: `Skrytý${unique}`, category_id: categoryA });
    const inB = await newMember({ surname: `Viditelný${unique}`, category_id: categoryB });
    await createMemberRelationship(admin, randomUUID(), inA, { club_id: clubId, relationship_type: 'permanent', status: 'active', valid_from: '2026-09-01', valid_to: null, notes: null });
    await saveMemberMetadata(admin, inA, { alergie: 'pyl' });

    const page = await listMembers(coachB, { ...memberFilterState.defaults, q: unique });
    expect([page.rows.map((row) => row.id), page.total]).toEqual([[inB], 1]);
    expect(await getMember(coachB, inA)).toBeNull();
    expect(await getMember(coachB, inB)).toMatchObject({ id: inB, category: { name: 'Dorostenky' } });
    expect(await listMemberRelationships(coachB, inA)).toEqual([]);
    expect(await getMemberMetadata(coachB, inA)).toEqual({});
  });

  it("the coach of B cannot change B's members, their relationships or metadata; nothing changes", async () => {
    const input: TMemberInput = {
      name: 'Anna',
      surname: `Nováková${tag()}`,
      registration_number: `REG-${tag()}`,
      date_of_birth: null,
      sex: 'female',
      category_id: categoryB,
      functions: ['player'],
    };
    const inB = await newMember(input);
    await updateMember(coachB, inB, { ...input, name: 'Změněno' });
    expect(await getMember(admin, inB)).toMatchObject({ name: 'Anna' });
    await expect(
      createMemberRelationship(coachB, randomUUID(), inB, { club_id: clubId, relationship_type: 'permanent', status: 'active', valid_from: '2026-09-01', valid_to: null, notes: null }),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(saveMemberMetadata(coachB, inB, { velikost_dresu: 'S' })).rejects.toMatchObject({ code: '42501' });
    expect(await toClub(admin, inB)).toEqual([]);
    expect(await getMemberMetadata(admin, inB)).toEqual({});
  });

  it("reads every external player (opponents belong to no category), adds one, edits one, but cannot delete", async () => {
    const byCoachA = externalPlayerInput();
    await createExternalPlayer(coachA, randomUUID(), byCoachA);
    const id = randomUUID();
    const byCoachB = externalPlayerInput({ is_captain: true });
    await createExternalPlayer(coachB, id, byCoachB);
    await createExternalPlayer(coachB, id, { ...byCoachB, name: 'Opakovaně' });

    const listed = await listExternalPlayers(coachB);
    expect(listed.some((player) => player.registration_number === byCoachA.registration_number)).toBe(true);
    expect(listed.find((player) => player.id === id)).toMatchObject({ name: 'Petr', is_captain: true });

    // The lineup dialog corrects a guest's jersey; deleting one is for admins only.
    const { error: editError } = await coachB.from('external_players').update({ jersey_number: 12 }).eq('id', id);
    expect(editError).toBeNull();
    const { error: deleteError } = await coachB.from('external_players').delete().eq('id', id);
    expect(deleteError).toBeNull();
    expect(await one(`select jersey_number::text as jersey from public.external_players where id = $1`, [id])).toEqual({ jersey: '12' });
  });
});
