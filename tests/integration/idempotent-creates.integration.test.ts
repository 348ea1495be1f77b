import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '@/features/blog/admin/api';
import { createCategory } from '@/features/categories/api';
import { assignClub, createTeam } from '@/features/club-categories/api';
import { createClub } from '@/features/clubs/api';
import { createAlbum } from '@/features/gallery/api/admin';
import { createSeason } from '@/features/seasons/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { DEMO_USERS } from '../seed/demo-users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

// A mutation is retried once. Each create runs under the id the form made, so a request
// repeated after its answer was lost must find its own row and add none.
let stack: TestStack;
let admin: TypedSupabaseClient;
let menId: string;
let seasonId: string;
let clubId: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  admin = await signedIn(stack, DEMO_USERS.admin);
  const { rows } = await stack.db.query<{ men: string; season: string }>(
    "select (select id from public.categories where slug = 'men') as men, (select id from public.seasons where is_active) as season",
  );
  menId = rows[0]?.men ?? '';
  seasonId = rows[0]?.season ?? '';
  clubId = randomUUID();
  await createClub(admin, clubId, { name: 'TJ Opakovaný', short_name: null, city: null, logo_url: null, is_active: true, is_own_club: false });
});
afterAll(async () => {
  await stack.stop();
});

async function rowsWithId(table: string, id: string): Promise<number> {
  const { rows } = await stack.db.query<{ count: string }>(`select count(*)::text as count from public.${table} where id = $1`, [id]);
  return Number(rows[0]?.count);
}

const suffix = () => randomUUID().slice(0, 8);

const creates: Array<{ table: string; create: (id: string) => Promise<unknown> }> = [
  {
    table: 'categories',
    create: (id) =>
      createCategory(admin, id, { name: 'Veteráni', slug: `veterani-${suffix()}`, description: null, age_group: null, gender: null, is_active: true, sort_order: 99 }),
  },
  {
    table: 'clubs',
    create: (id) => createClub(admin, id, { name: `TJ Nový ${suffix()}`, short_name: null, city: null, logo_url: null, is_active: true, is_own_club: false }),
  },
  { table: 'seasons', create: (id) => createSeason(admin, id, { name: `Sezóna ${suffix()}`, start_date: '2030-09-01', end_date: '2031-06-30' }) },
  { table: 'club_categories', create: (id) => assignClub(admin, id, menId, seasonId, { club_id: clubId, max_teams: 2 }) },
  {
    table: 'photo_albums',
    create: (id) => createAlbum(admin, id, { title: 'Turnaj', slug: `turnaj-${suffix()}`, description: null, event_date: null, is_published: false }),
  },
  {
    table: 'blog_posts',
    create: (id) =>
      createPost(admin, id, {
        title: 'Zpráva',
        slug: `zprava-${suffix()}`,
        content: '<p>Text.</p>',
        excerpt: null,
        tags: [],
        category_id: menId,
        match_id: null,
        image_url: null,
        status: 'draft',
      }),
  },
];

describe('a create repeated under its id stores one row', () => {
  it.each(creates)('$table', async ({ table, create }) => {
    const id = randomUUID();
    await create(id);
    await expect(create(id)).resolves.not.toThrow();
    expect(await rowsWithId(table, id)).toBe(1);
  });

  it('club_category_teams', async () => {
    const teamClubId = randomUUID();
    const assignmentId = randomUUID();
    await createClub(admin, teamClubId, { name: `TJ Tým ${suffix()}`, short_name: null, city: null, logo_url: null, is_active: true, is_own_club: false });
    await assignClub(admin, assignmentId, menId, seasonId, { club_id: teamClubId, max_teams: 3 });
    const id = randomUUID();
    await createTeam(admin, id, assignmentId, { team_suffix: 'A', is_primary: true });
    await createTeam(admin, id, assignmentId, { team_suffix: 'A', is_primary: true });
    expect(await rowsWithId('club_category_teams', id)).toBe(1);
  });

  it('a repeated post returns the stored post both times', async () => {
    const id = randomUUID();
    const post = { title: 'Dvakrát', slug: `dvakrat-${suffix()}`, content: '<p>A.</p>', excerpt: null, tags: [], category_id: menId, match_id: null, image_url: null, status: 'draft' as const };
    const first = await createPost(admin, id, post);
    const again = await createPost(admin, id, post);
    expect(again).toEqual(first);
  });
});
