import { lastingSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { topScorers } from '../src/features/player-statistics/statistics-ordering';
import type { Database } from '../src/lib/supabase/database.types';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn } from './support/browser';
import { STACK_URL } from './support/stack';

/** A REST call of the stack as the head coach (the test runner has no WebSocket for supabase-js). */
async function restAsHeadCoach<T>(path: string, init: RequestInit = {}): Promise<T> {
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!anonKey) throw new Error('NEXT_PUBLIC_SUPABASE_ANON_KEY is not set (source .env.example)');
  const headers = { apikey: anonKey, 'content-type': 'application/json' };
  const session = await fetch(`${STACK_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_USERS.headCoach.email, password: DEMO_USERS.headCoach.password }),
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const response = await fetch(`${STACK_URL}/rest/v1/${path}`, { ...init, headers: { ...headers, authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type PlayerStatistics = Database['public']['Functions']['get_player_statistics']['Returns'];

/** The men's top scorer of the active season, as the statistics function gives it to the head coach. */
async function expectedTopScorer(): Promise<{ categoryId: string; name: string }> {
  const [[category], [season]] = await Promise.all([
    restAsHeadCoach<{ id: string }[]>('categories?slug=eq.men&select=id'),
    restAsHeadCoach<{ id: string }[]>('seasons?is_active=eq.true&select=id'),
  ]);
  if (!category || !season) throw new Error('The seed has no men or no active season');
  const players = await restAsHeadCoach<PlayerStatistics>('rpc/get_player_statistics', {
    method: 'POST',
    body: JSON.stringify({ p_category_id: category.id, p_season_id: season.id }),
  });
  const [top] = topScorers(players);
  if (!top) throw new Error('The seed has no scorer among the men');
  return { categoryId: category.id, name: `${top.name} ${top.surname}` };
}

test("the head coach finds the men's top scorer and both teams' form before a men's match", async ({ page }) => {
  test.setTimeout(120_000);
  const expected = await expectedTopScorer();

  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trenérský portál' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zapsat docházku' })).toHaveAttribute('href', /\/coaches\/attendance\?category=.+&session=.+/);

  await page.getByRole('navigation', { name: 'Trenérský portál' }).getByRole('link', { name: 'Statistiky' }).click();
  await expect(page).toHaveURL(/\/coaches\/statistics$/);
  // Men come first; going through the women shows the choice landing in the URL.
  for (const category of ['Ženy', 'Muži']) {
    await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: category });
  }
  await expect(page).toHaveURL(new RegExp(`category=${expected.categoryId}`));

  const scorers = page.getByRole('region', { name: 'Nejlepší střelci' });
  await expect(scorers.getByRole('listitem').first()).toContainText(expected.name, { timeout: 15_000 });
  await expect(scorers.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Statistiky hráčů z odehraných zápasů' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Góly v zápasech sezóny/ }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Trenérský portál' }).getByRole('link', { name: 'Zápasy' }).click();
  const menMatch = page.getByRole('listitem').filter({ hasText: 'Muži' }).first();
  await menMatch.getByRole('button', { name: 'Analýza soupeře' }).click();
  const dialog = page.getByRole('dialog', { name: /Analýza soupeře/ });
  const forms = dialog.getByRole('list', { name: 'Forma (posledních 15 zápasů)' });
  await expect(forms).toHaveCount(2, { timeout: 15_000 });
  // The autumn half is played: both teams have results, points and goals.
  for (const form of await forms.all()) await expect(form.getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByText('Body')).toHaveCount(2);
  await expect(dialog.getByRole('heading', { name: 'Vzájemné zápasy' })).toBeVisible();
});

test('statistics, the dashboard and the opponent analysis pass axe at 1280 and 390 px in both themes', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/coaches/dashboard');
      await expect(page.getByRole('link', { name: 'Vyplnit sestavu' })).toBeVisible();
      failures.push(...(await lastingSeriousViolations(page)).map((violation) => `dashboard @${width} ${colorScheme}: ${violation}`));
      await page.goto('/coaches/statistics');
      await expect(page.getByRole('region', { name: 'Nejlepší střelci' }).getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
      failures.push(...(await lastingSeriousViolations(page)).map((violation) => `statistics @${width} ${colorScheme}: ${violation}`));
      await page.goto('/coaches/matches');
      await page.getByRole('button', { name: 'Analýza soupeře' }).first().click();
      await expect(page.getByRole('dialog').getByText('Body')).toHaveCount(2, { timeout: 15_000 });
      failures.push(...(await lastingSeriousViolations(page)).map((violation) => `analysis @${width} ${colorScheme}: ${violation}`));
    }
  }
  expect(failures).toEqual([]);
});
