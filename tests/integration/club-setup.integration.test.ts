import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { hasRecoverySession } from '@/features/auth/api';
import { EXIT, runClubSetup } from '../../scripts/club-setup/main';
import { installChangeJournal } from '../fuzz/change-journal';
import { startTestStack, type TestStack } from '../support/stack';

const SITE = 'http://localhost:3000';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const logoFile = join(mkdtempSync(join(tmpdir(), 'club-setup-')), 'logo.png');
writeFileSync(logoFile, PNG);

const ANSWERS = [
  '--club-name', 'TJ Sokol Krčín',
  '--short-name', 'Krčín',
  '--logo', logoFile,
  '--season-start', '1. 9. 2026',
  '--season-end', '2027-06-30',
  '--admin-email', 'Predseda@Krcin.example',
  '--yes',
];

/** Runs the setup against a stack as `npm run club:setup` would, collecting what it prints. */
async function setUp(stack: TestStack, argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runClubSetup(argv, {
    env: { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey, NEXT_PUBLIC_SITE_URL: SITE },
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

async function rows<T>(stack: TestStack, sql: string): Promise<T[]> {
  return (await stack.db.query<T & Record<string, unknown>>(sql)).rows;
}

describe('club:setup on an empty project', () => {
  let stack: TestStack;
  let changes: () => Promise<number>;
  let first: { code: number; output: string };
  beforeAll(async () => {
    stack = await startTestStack('empty', { siteUrl: SITE });
    changes = await installChangeJournal(stack.db);
    first = await setUp(stack, ANSWERS);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('creates the own club, its config with the logo, and the active season', async () => {
    expect(first.code, first.output).toBe(EXIT.ok);
    const [club] = await rows<{ name: string; short_name: string; logo_url: string }>(stack, `select name, short_name, logo_url from public.clubs where is_own_club`);
    expect(club).toMatchObject({ name: 'TJ Sokol Krčín', short_name: 'Krčín' });
    expect(club?.logo_url).toMatch(new RegExp(`^${stack.url}/storage/v1/object/public/club-assets/club-logos/logo-\\d+$`));
    expect(Buffer.from(await (await fetch(club?.logo_url ?? '')).arrayBuffer())).toEqual(PNG);
    expect(await rows(stack, `select club_name, short_name, club_logo_url from public.club_config`)).toEqual([{ club_name: 'TJ Sokol Krčín', short_name: 'Krčín', club_logo_url: club?.logo_url }]);
    expect(await rows(stack, `select name, start_date::text, end_date::text, is_active from public.seasons`)).toEqual([
      { name: '2026/2027', start_date: '2026-09-01', end_date: '2027-06-30', is_active: true },
    ]);
    expect(first.output).toContain('Vlastní klub: TJ Sokol Krčín (Krčín)');
    expect(first.output).toContain('Aktivní sezóna: 2026/2027 (2026-09-01 – 2027-06-30), aktivní');
  });

  it('creates the ten Národní házená categories, the club in each for the season, and the pages', async () => {
    expect(await rows(stack, `select slug, name, description, age_group, gender from public.categories order by sort_order`)).toEqual([
      { slug: 'youngest-kids', name: 'Kuřátka', description: 'Nejmladší se zájmem o pohyb', age_group: 'kids', gender: 'mixed' },
      { slug: 'prep-kids', name: 'Přípravka', description: 'Děti 5-10 let, turnajové kategorie', age_group: 'kids', gender: 'mixed' },
      { slug: 'younger-boys', name: 'Mladší žáci', description: 'Kluci 9-12 let', age_group: 'youth', gender: 'male' },
      { slug: 'younger-girls', name: 'Mladší žákyně', description: 'Děvčata 9-12 let', age_group: 'youth', gender: 'female' },
      { slug: 'older-boys', name: 'Starší žáci', description: 'Kluci 12-15 let', age_group: 'youth', gender: 'male' },
      { slug: 'older-girls', name: 'Starší žákyně', description: 'Děvčata 12-15 let', age_group: 'youth', gender: 'female' },
      { slug: 'junior-boys', name: 'Dorostenci', description: 'Junioři 15-18 let', age_group: 'juniors', gender: 'male' },
      { slug: 'junior-girls', name: 'Dorostenky', description: 'Juniorky 15-18 let', age_group: 'juniors', gender: 'female' },
      { slug: 'men', name: 'Muži', description: '1. liga mužů', age_group: 'adults', gender: 'male' },
      { slug: 'women', name: 'Ženy', description: 'Oblastní liga žen', age_group: 'adults', gender: 'female' },
    ]);
    // The public site names the own team of each category after the club, without a letter.
    const teams = await rows<{ category: string; name: string }>(
      stack,
      `select c.slug as category, t.name from public.teams t join public.categories c on c.id = t.category_id
        join public.seasons s on s.id = t.season_id where s.is_active and t.is_own_club and t.is_primary order by c.sort_order`,
    );
    expect(teams).toHaveLength(10);
    expect(new Set(teams.map((team) => team.name))).toEqual(new Set(['TJ Sokol Krčín']));

    const pages = await rows<{ page_key: string; page_route: string; category: string }>(stack, `select page_key, page_route, category from public.page_visibility where is_visible and is_active order by sort_order`);
    expect(pages).toHaveLength(23);
    expect(pages).toContainEqual({ page_key: 'matches', page_route: '/matches', category: 'main' });
    expect(pages).toContainEqual({ page_key: 'section-sponsors', page_route: 'section:sponsors', category: 'sections' });
    expect(pages).toContainEqual({ page_key: 'category-women', page_route: '/category/women', category: 'categories' });
  });

  it('invites the first admin: the mail reaches the catcher, its link leads to set-password, and after setting a password they sign in as an admin', async () => {
    const mail = stack.mail.latest('predseda@krcin.example');
    expect(mail, first.output).toBeDefined();
    const verify = await fetch(mail?.variables.ConfirmationURL ?? '', { redirect: 'manual' });
    const landing = new URL(verify.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/set-password`);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');

    // What the set-password page does with the link it was opened by.
    const invited = stack.client() as TypedSupabaseClient;
    expect(await hasRecoverySession(invited, landing.hash)).toBe(true);
    expect((await invited.auth.updateUser({ password: 'Krcin-2026!' })).error).toBeNull();

    const admin = stack.client() as TypedSupabaseClient;
    const signIn = await admin.auth.signInWithPassword({ email: 'predseda@krcin.example', password: 'Krcin-2026!' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toMatchObject({ club_name: 'TJ Sokol Krčín' });
    expect((await admin.rpc('is_admin')).data).toBe(true);
    // Admin-only through RLS: every account's profile rows, here the admin's own role rows.
    const roles = await admin.from('user_profiles').select('role').eq('user_id', signIn.data.user?.id ?? '');
    expect(roles.data).toEqual([{ role: 'admin' }]);
    expect((await admin.from('user_roles').select('role')).data).toEqual([{ role: 'admin' }]);
  });

  it('a second run with the same answers changes nothing and says so', async () => {
    const before = await changes();
    const mails = stack.mail.list().length;
    const second = await setUp(stack, ANSWERS);
    expect(second.code, second.output).toBe(EXIT.ok);
    expect(second.output).toContain('Klub už je nastaven');
    expect(second.output).toContain('nic se nezměnilo');
    expect(await changes()).toBe(before);
    expect(stack.mail.list()).toHaveLength(mails);
  });

  it('a different season or short name for the same club is refused with nothing changed', async () => {
    const before = await changes();
    const other = await setUp(stack, ANSWERS.map((value) => (value === '2027-06-30' ? '2027-05-31' : value === 'Krčín' ? 'Krčín B' : value)));
    expect(other.code).toBe(EXIT.refused);
    expect(other.output).toContain('Sezóna 2026/2027 trvá od 2026-09-01 do 2027-06-30');
    expect(other.output).toContain('Krátký název klubu je „Krčín“');
    expect(await changes()).toBe(before);
  });
});

describe('club:setup refuses', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack('app', { siteUrl: SITE });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('a project holding another club (the demo seed) is refused with nothing changed', async () => {
    const changes = await installChangeJournal(stack.db);
    const result = await setUp(stack, ANSWERS);
    expect(result.code).toBe(EXIT.refused);
    expect(result.output).toContain('Projekt už obsahuje data jiného klubu: vlastní klub je „TJ Sokol Svinov“, ne „TJ Sokol Krčín“.');
    expect(result.output).toContain('v projektu se nic nezměnilo');
    expect(await changes()).toBe(0);
    expect(stack.mail.latest('predseda@krcin.example')).toBeUndefined();
  });

  it('a bad e-mail and a season ending before it starts, with the Czech messages and nothing read', async () => {
    const result = await setUp(stack, ANSWERS.map((value) => (value === 'Predseda@Krcin.example' ? 'predseda@' : value === '2027-06-30' ? '2026-08-31' : value)));
    expect(result.code).toBe(EXIT.invalid);
    expect(result.output).toContain('E-mail prvního administrátora není platná e-mailová adresa');
    expect(result.output).toContain('Konec sezóny musí být po jejím začátku');
  });

  it('without --yes and no terminal it asks for the flags instead of guessing', async () => {
    const result = await setUp(stack, ANSWERS.filter((value) => value !== '--yes'));
    expect(result.code).toBe(EXIT.invalid);
    expect(result.output).toContain('spusťte příkaz s --yes');
  });
});
