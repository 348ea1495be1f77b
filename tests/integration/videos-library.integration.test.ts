import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideo, deleteVideo, listVideos, setVideoActive, updateVideo } from '@/features/videos/api';
import { videoFilters, type VideoFilters } from '@/features/videos/filters';
import { ZVideoForm, type TVideoInput } from '@/features/videos/schema';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createClub, createSeason } from '../seed/people';
import { seedUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let categoryA: string;
let categoryB: string;
let anon: TypedSupabaseClient;
let member: TypedSupabaseClient;
let admin: TypedSupabaseClient;
let coachA: TypedSupabaseClient;
let coachB: TypedSupabaseClient;
let coachWithoutCategories: TypedSupabaseClient;

beforeAll(async () => {
  stack = await startTestStack('app');
  categoryA = await createCategory(stack, 'Starší žáci');
  categoryB = await createCategory(stack, 'Ženy');
  const as = async (options: Parameters<typeof seedUser>[1]) =>
    stack.client(stack.anonKey, (await seedUser(stack, options)).accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  member = await as({});
  admin = await as({ role: 'admin' });
  coachA = await as({ role: 'coach', categories: [categoryA] });
  coachB = await as({ role: 'head_coach', categories: [categoryB] });
  coachWithoutCategories = await as({ role: 'coach', categories: [] });
});
afterAll(async () => {
  await stack.stop();
});

const filters = (overrides: Partial<VideoFilters> = {}): VideoFilters => ({ ...videoFilters.defaults, ...overrides });

/** A valid form as the video modal submits it, parsed by the same schema. */
function videoInput(overrides: Partial<Parameters<typeof ZVideoForm.parse>[0]> = {}): TVideoInput {
  return ZVideoForm.parse({
    title: `Video ${randomUUID().slice(0, 6)}`,
    youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    category_id: categoryA,
    description: '',
    club_id: '',
    season_id: '',
    recording_date: '2026-09-12',
    is_active: true,
    ...overrides,
  });
}

/** A video written as the database owner, so a test sets its world up past RLS. */
async function insertVideo(categoryId: string, options: { isActive?: boolean; title?: string } = {}): Promise<string> {
  const id = randomUUID();
  await stack.db.query(
    `insert into public.videos (id, title, youtube_url, youtube_id, category_id, is_active, recording_date)
     values ($1, $2, 'https://youtu.be/kJQP7kiw5Fk', 'kJQP7kiw5Fk', $3, $4, '2026-10-01')`,
    [id, options.title ?? `Video ${id.slice(0, 6)}`, categoryId, options.isActive ?? true],
  );
  return id;
}

async function storedVideo(id: string) {
  const { rows } = await stack.db.query<{ title: string; is_active: boolean; category_id: string }>(
    `select title, is_active, category_id from public.videos where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

const idsOf = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);

describe('who reads which videos', () => {
  let activeA: string;
  let inactiveA: string;
  let activeB: string;
  let inactiveB: string;

  beforeAll(async () => {
    activeA = await insertVideo(categoryA);
    inactiveA = await insertVideo(categoryA, { isActive: false });
    activeB = await insertVideo(categoryB);
    inactiveB = await insertVideo(categoryB, { isActive: false });
  });

  it('a visitor and a member read the active videos only', async () => {
    for (const client of [anon, member]) {
      const page = await listVideos(client, filters({ category: categoryA }));
      expect(idsOf(page)).toEqual([activeA]);
      expect(idsOf(await listVideos(client, filters({ category: categoryB })))).toEqual([activeB]);
    }
  });

  it('a coach of category A reads A’s videos, inactive ones too, and none of B’s, even without the portal’s filter', async () => {
    const page = await listVideos(coachA, filters());
    expect(idsOf(page).sort()).toEqual([activeA, inactiveA].sort());
    expect(page.total).toBe(2);
    expect(idsOf(await listVideos(coachA, filters({ category: categoryB })))).toEqual([]);
  });

  it('a coach with no categories gets an empty list although the club has active videos', async () => {
    expect((await listVideos(anon, filters())).total).toBeGreaterThan(0);
    expect(await listVideos(coachWithoutCategories, filters())).toEqual({ rows: [], total: 0 });
  });

  it('the coach portal’s category list narrows an admin’s view; an empty one is an empty list', async () => {
    const simulated = await listVideos(admin, filters(), [categoryB]);
    expect(idsOf(simulated).sort()).toEqual([activeB, inactiveB].sort());
    expect(await listVideos(admin, filters(), [])).toEqual({ rows: [], total: 0 });
    expect(await listVideos(admin, filters({ category: categoryA }), [categoryB])).toEqual({ rows: [], total: 0 });
  });

  it('an admin reads every video, inactive ones too; only active hides them', async () => {
    const all = idsOf(await listVideos(admin, filters()));
    expect(all).toEqual(expect.arrayContaining([activeA, inactiveA, activeB, inactiveB]));
    const active = idsOf(await listVideos(admin, filters({ active: '1' })));
    expect(active).toEqual(expect.arrayContaining([activeA, activeB]));
    expect(active).not.toContain(inactiveA);
    expect(active).not.toContain(inactiveB);
  });
});

describe('who writes which videos', () => {
  it('a coach adds a video to their category; a retried create with the same id adds nothing', async () => {
    const id = randomUUID();
    const input = videoInput({ title: 'Trénink střelby' });
    await createVideo(coachA, id, input);
    await createVideo(coachA, id, { ...input, title: 'Jiný název' });
    const { rows } = await stack.db.query<{ n: number }>(`select count(*)::int as n from public.videos where id = $1`, [id]);
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await storedVideo(id)).toMatchObject({ title: 'Trénink střelby', category_id: categoryA });
    const page = await listVideos(coachA, filters({ q: 'Trénink střelby' }));
    expect(page.rows).toEqual([
      expect.objectContaining({
        id,
        youtube_id: 'aqz-KE-bpKQ',
        youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        category: { name: 'Starší žáci' },
      }),
    ]);
  });

  it('a coach of A cannot add a video to category B: 42501 and nothing stored', async () => {
    const id = randomUUID();
    await expect(createVideo(coachA, id, videoInput({ category_id: categoryB }))).rejects.toMatchObject({ code: '42501' });
    expect(await storedVideo(id)).toBeNull();
  });

  it('a coach of A cannot move their video into category B', async () => {
    const id = await insertVideo(categoryA, { title: 'Vlastní' });
    await expect(updateVideo(coachA, id, videoInput({ title: 'Vlastní', category_id: categoryB }))).rejects.toMatchObject({
      code: '42501',
    });
    expect(await storedVideo(id)).toMatchObject({ category_id: categoryA });
  });

  it('a coach of B can neither edit, deactivate nor delete a video of A: not found, and it stays as it was', async () => {
    const id = await insertVideo(categoryA, { title: 'Cizí video' });
    await expect(updateVideo(coachB, id, videoInput({ title: 'Přepsáno', category_id: categoryB }))).rejects.toMatchObject({
      code: 'PGRST116',
    });
    await expect(setVideoActive(coachB, id, false)).rejects.toMatchObject({ code: 'PGRST116' });
    await expect(deleteVideo(coachB, id)).rejects.toMatchObject({ code: 'PGRST116' });
    expect(await storedVideo(id)).toEqual({ title: 'Cizí video', is_active: true, category_id: categoryA });
  });

  it('a coach edits, deactivates, reactivates and deletes a video of their category', async () => {
    const id = await insertVideo(categoryA);
    await updateVideo(coachA, id, videoInput({ title: 'Upravený název' }));
    expect(await storedVideo(id)).toMatchObject({ title: 'Upravený název', is_active: true });
    await setVideoActive(coachA, id, false);
    expect(await storedVideo(id)).toMatchObject({ is_active: false });
    await setVideoActive(coachA, id, true);
    expect(await storedVideo(id)).toMatchObject({ is_active: true });
    await deleteVideo(coachA, id);
    expect(await storedVideo(id)).toBeNull();
  });

  // A visitor has no write grant at all (42501); RLS gives a member no row to change (PGRST116).
  it('a member and a visitor cannot add, change or delete videos', async () => {
    const id = await insertVideo(categoryA, { title: 'Chráněné' });
    for (const [client, changeRefusal] of [
      [member, 'PGRST116'],
      [anon, '42501'],
    ] as const) {
      const newId = randomUUID();
      await expect(createVideo(client, newId, videoInput())).rejects.toMatchObject({ code: '42501' });
      expect(await storedVideo(newId)).toBeNull();
      await expect(setVideoActive(client, id, false)).rejects.toMatchObject({ code: changeRefusal });
      await expect(deleteVideo(client, id)).rejects.toMatchObject({ code: changeRefusal });
    }
    expect(await storedVideo(id)).toEqual({ title: 'Chráněné', is_active: true, category_id: categoryA });
  });

  it('the database refuses a video id that is not 11 YouTube characters, even past the form', async () => {
    const id = randomUUID();
    await expect(createVideo(admin, id, { ...videoInput(), youtube_id: 'short' })).rejects.toMatchObject({ code: '23514' });
    expect(await storedVideo(id)).toBeNull();
  });
});

describe('the library list', () => {
  let category: string;
  let club: string;
  let season: string;

  beforeAll(async () => {
    category = await createCategory(stack, 'Dorostenky');
    club = await createClub(stack);
    season = await createSeason(stack);
    // 21 videos, one a day in September 2026, the last one undated.
    for (let day = 1; day <= 21; day += 1) {
      await createVideo(
        admin,
        randomUUID(),
        videoInput({
          title: `Zápas ${String(day).padStart(2, '0')}`,
          description: day === 7 ? 'Derby s Porubou, 1. kolo' : '',
          category_id: category,
          club_id: day % 2 === 0 ? club : '',
          season_id: day <= 10 ? season : '',
          recording_date: day === 21 ? '' : `2026-09-${String(day).padStart(2, '0')}`,
        }),
      );
    }
  });

  it('pages hold 20 videos, newest recording first, undated last, with the exact total', async () => {
    const first = await listVideos(admin, filters({ category }));
    expect(first.total).toBe(21);
    expect(first.rows).toHaveLength(20);
    expect(first.rows.map((row) => row.title).slice(0, 3)).toEqual(['Zápas 20', 'Zápas 19', 'Zápas 18']);
    const second = await listVideos(admin, filters({ category, page: 2 }));
    expect(second).toMatchObject({ total: 21, rows: [{ title: 'Zápas 21', recording_date: null }] });
  });

  it('searches title and description, case-insensitively, on the server', async () => {
    expect((await listVideos(admin, filters({ category, q: 'zápas 0' }))).total).toBe(9);
    expect((await listVideos(admin, filters({ category, q: 'DERBY s porubou, 1.' }))).rows.map((row) => row.title)).toEqual([
      'Zápas 07',
    ]);
    expect((await listVideos(admin, filters({ category, q: '100%' }))).total).toBe(0);
  });

  it('filters by club and season, and joins their names', async () => {
    const byClub = await listVideos(admin, filters({ category, club }));
    expect(byClub.total).toBe(10);
    expect(byClub.rows.every((row) => row.club_id === club && row.club !== null)).toBe(true);
    const bySeason = await listVideos(admin, filters({ category, season, club }));
    expect(bySeason.rows.map((row) => row.title)).toEqual(['Zápas 10', 'Zápas 08', 'Zápas 06', 'Zápas 04', 'Zápas 02']);
    expect(bySeason.rows[0]?.season?.name).toMatch(/^\d{4}\/\d{4}/);
  });
});
