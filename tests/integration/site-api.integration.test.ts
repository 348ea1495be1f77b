import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGetClubConfig, handlePutClubConfig } from '@/features/club-config/server/handlers';
import { handleGetPages, handlePutPage } from '@/features/page-visibility/server/handlers';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { seedUser } from '../seed/users';
import { signedIn } from '../support/sign-in';
import { startTestStack, type TestStack } from '../support/stack';

/** The site's admin route handlers with real sessions on the seeded stack; RLS answers for real. */
let stack: TestStack;
let callers: Record<'anon' | 'member' | 'admin', TypedSupabaseClient>;
const revalidated: string[] = [];
const revalidate = (tag: string) => revalidated.push(tag);


const put = (path: string, body: unknown) => new Request(`http://localhost${path}`, { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (path: string) => new Request(`http://localhost${path}`);
async function pageRow(key: string) {
  const { rows } = await stack.db.query<{ id: string; page_title: string; page_route: string; is_visible: boolean; sort_order: number }>(
    'select id, page_title, page_route, is_visible, sort_order from public.page_visibility where page_key = $1',
    [key],
  );
  const row = rows[0];
  if (!row) throw new Error(`no page ${key}`);
  return { ...row, sort_order: Number(row.sort_order) };
}

beforeAll(async () => {
  stack = await startTestStack('app');
  callers = {
    anon: stack.client() as TypedSupabaseClient,
    member: await signedIn(stack, await seedUser(stack)),
    admin: await signedIn(stack, await seedUser(stack, { role: 'admin' })),
  };
});
afterAll(async () => {
  await stack.stop();
});

describe('GET/PUT /api/page-visibility', () => {
  it('refuses anon (401) and a member (403)', async () => {
    expect((await handleGetPages(get('/api/page-visibility'), { caller: callers.anon })).status).toBe(401);
    expect((await handleGetPages(get('/api/page-visibility'), { caller: callers.member })).status).toBe(403);
    expect((await handlePutPage(put('/api/page-visibility', {}), { caller: callers.member, revalidate })).status).toBe(403);
  });

  it('lists every page, hidden ones too, as a plain array', async () => {
    const about = await pageRow('about');
    await stack.db.query('update public.page_visibility set is_visible = false where id = $1', [about.id]);
    const response = await handleGetPages(get('/api/page-visibility'), { caller: callers.admin });
    expect(response.status).toBe(200);
    const pages = (await response.json()) as { page_key: string; is_visible: boolean }[];
    expect(pages.find((page) => page.page_key === 'about')).toMatchObject({ is_visible: false });
    await stack.db.query('update public.page_visibility set is_visible = true where id = $1', [about.id]);
  });

  it('takes each of the three body forms and answers the updated entry', async () => {
    const chronicle = await pageRow('chronicle');
    const visibility = await handlePutPage(put('/api/page-visibility', { id: chronicle.id, is_visible: false, sort_order: 15 }), { caller: callers.admin, revalidate });
    expect(visibility.status).toBe(200);
    expect(await visibility.json()).toMatchObject({ id: chronicle.id, is_visible: false, sort_order: 15 });
    const route = await handlePutPage(put('/api/page-visibility', { id: chronicle.id, page_route: '/kronika' }), { caller: callers.admin, revalidate });
    expect(await route.json()).toMatchObject({ page_route: '/kronika' });
    const title = await handlePutPage(put('/api/page-visibility', { id: chronicle.id, page_title: '  Historie  ' }), { caller: callers.admin, revalidate });
    expect(await title.json()).toMatchObject({ page_title: 'Historie' });
    expect(revalidated).toContain('pages');
  });

  it.each([
    [{ is_visible: true, sort_order: 1 }, 'Neplatný požadavek: pošlete {id, is_visible, sort_order}, {id, page_route} nebo {id, page_title}'],
    [{ id: 'x', page_title: 'A' }, 'Neplatné ID stránky'],
    ['PAGE', 'Neplatné ID stránky'],
    [{ page: 'route' }, 'Neplatný požadavek: pošlete {id, is_visible, sort_order}, {id, page_route} nebo {id, page_title}'],
    ['ROUTE', 'Cesta musí začínat lomítkem (např. /kontakt)'],
    ['OFFSITE', 'Cesta musí vést na stránku tohoto webu (nesmí začínat // ani /\\)'],
    ['TITLE', 'Název stránky je povinný'],
    ['SORT', 'Pořadí musí být celé číslo od 0'],
  ])('refuses bad body %j with 400 and changes nothing', async (body, message) => {
    const contact = await pageRow('contact');
    const bodies: Record<string, unknown> = {
      PAGE: { id: 'nope', is_visible: true, sort_order: 1 },
      ROUTE: { id: contact.id, page_route: 'kontakt bez lomitka' },
      OFFSITE: { id: contact.id, page_route: '//evil.example/kontakt' },
      TITLE: { id: contact.id, page_title: '   ' },
      SORT: { id: contact.id, is_visible: true, sort_order: -1 },
    };
    const response = await handlePutPage(put('/api/page-visibility', typeof body === 'string' ? bodies[body] : body), { caller: callers.admin, revalidate });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await pageRow('contact')).toEqual(contact);
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await handlePutPage(put('/api/page-visibility', { id: '00000000-0000-4000-8000-000000000777', page_title: 'X' }), { caller: callers.admin, revalidate });
    expect(response.status).toBe(404);
  });
});

describe('GET/PUT /api/club-config', () => {
  it('is readable by anyone as {data}', async () => {
    const response = await handleGetClubConfig(get('/api/club-config'), { caller: callers.anon });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { club_name: 'TJ Sokol Svinov' } });
  });

  it('refuses writes by anon (401) and a member (403), changing nothing', async () => {
    expect((await handlePutClubConfig(put('/api/club-config', { club_name: 'X' }), { caller: callers.anon, revalidate })).status).toBe(401);
    expect((await handlePutClubConfig(put('/api/club-config', { club_name: 'X' }), { caller: callers.member, revalidate })).status).toBe(403);
    const { rows } = await stack.db.query<{ club_name: string }>('select club_name from public.club_config');
    expect(rows).toEqual([{ club_name: 'TJ Sokol Svinov' }]);
  });

  it('saves an admin’s changes and drops the public cache', async () => {
    const response = await handlePutClubConfig(put('/api/club-config', { club_name: 'TJ Sokol Svinov', phone: '+420 596 111 222', primary_color: '#1d4ed8' }), { caller: callers.admin, revalidate });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { club_name: 'TJ Sokol Svinov', phone: '+420 596 111 222' } });
    expect(revalidated).toContain('club');
  });

  it.each([
    [{ club_name: '' }, 'Název klubu je povinný'],
    [{ club_name: 'A', email: 'nope' }, 'Neplatný e-mail'],
    [{ club_name: 'A', primary_color: 'blue' }, 'Barva musí být ve tvaru #RRGGBB'],
    [{ club_name: 'A', founded_year: 1200 }, 'Rok založení musí být mezi 1850 a 2100'],
    [{ club_name: 'A', facebook_url: 'javascript:alert(1)' }, 'Adresa musí začínat http:// nebo https://'],
  ])('refuses %j with 400 and its Czech message', async (body, message) => {
    const response = await handlePutClubConfig(put('/api/club-config', body), { caller: callers.admin, revalidate });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    const { rows } = await stack.db.query<{ club_name: string }>('select club_name from public.club_config');
    expect(rows).toEqual([{ club_name: 'TJ Sokol Svinov' }]);
  });
});
