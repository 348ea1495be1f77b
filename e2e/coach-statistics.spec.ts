import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { topScorers } from '../src/features/player-statistics/statistics-ordering';
import type { Database } from '../src/lib/supabase/database.types';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn } from './support/browser';
import { STACK_URL } from './support/stack';

/** The men's top scorer of the active season, read as the head coach through the stack's API. */
async function expectedTopScorer(): Promise<{ categoryId: string; name: string }> {
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!anonKey) throw new Error('NEXT_PUBLIC_SUPABASE_ANON_KEY is not set (source .env.example)');
  const client = createClient<Database>(STACK_URL, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error: signInError } = await client.auth.signInWithPassword(DEMO_USERS.headCoach);
  if (signInError) throw signInError;
  const [category, season] = await Promise.all([
    client.from('categories').select('id').eq('slug', 'men').single(),
    client.from('seasons').select('id').eq('is_active', true).single(),
  ]);
  if (category.error) throw category.error;
  if (season.error) throw season.error;
  const { data, error } = await client.rpc('get_player_statistics', { p_category_id: category.data.id, p_season_id: season.data.id });
  if (error) throw error;
  const [top] = topScorers(data);
  if (!top) throw new Error('The seed has no scorer among the men');
  return { categoryId: category.data.id, name: `${top.name} ${top.surname}` };
}

test("the head coach finds the men's top scorer and both teams' form before a men's match", async ({ page }) => {
  test.setTimeout(120_000);
  const expected = await expectedTopScorer();

  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trenérský Portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zapsat docházku' })).toHaveAttribute('href', /\/coaches\/attendance\?category=.+&session=.+/);

  await page.getByRole('navigation', { name: 'Trenérský Portal' }).getByRole('link', { name: 'Statistiky' }).click();
  await expect(page).toHaveURL(/\/coaches\/statistics$/);
  await page.getByLabel('Kategorie', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Muži', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=${expected.categoryId}`));

  const scorers = page.getByRole('region', { name: 'Nejlepší střelci' });
  await expect(scorers.getByRole('listitem').first()).toContainText(expected.name, { timeout: 15_000 });
  await expect(scorers.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Statistiky hráčů z odehraných zápasů' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Góly v zápasech sezóny/ }).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Trenérský Portal' }).getByRole('link', { name: 'Zápasy' }).click();
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
