import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';
import { signIn, signInAsAdmin } from './support/browser';

/** "Nalezeno zápasů: 42" → 42. */
async function found(page: Page): Promise<number> {
  const text = (await page.getByText(/^Nalezeno zápasů: \d+$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** "14. 9. 2026 15:00" → "2026-09-14". */
function isoDate(shown: string): string {
  const [day, month, year] = shown.trim().split(/\.\s*|\s+/);
  return `${year ?? ''}-${(month ?? '').padStart(2, '0')}-${(day ?? '').padStart(2, '0')}`;
}

test('the admin match list narrows to a date range and sorts latest first, kept in the address; it pages in the database', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/matches');
  await expect(page.getByText(/^Nalezeno zápasů: \d+$/)).toBeVisible({ timeout: 20_000 });
  const all = await found(page);
  // The seeded season has more matches than one page: the database sends 20 (and the header row).
  expect(all).toBeGreaterThan(20);
  const rows = page.getByRole('table', { name: 'Zápasy' }).getByRole('row');
  await expect(rows).toHaveCount(21);
  const firstDate = (await rows.nth(1).getByRole('rowheader').textContent()) ?? '';
  const day = isoDate(firstDate.split(' ').slice(0, 3).join(' '));
  await page.getByLabel('Od data').fill(day);
  // Each bound is its own change of the address, as a person sets one and then the other.
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  await page.getByLabel('Do data').fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}`));
  await expect.poll(() => found(page)).toBeLessThan(all);
  const shownDay = firstDate.split(' ').slice(0, 3).join(' ');
  for (const row of (await rows.all()).slice(1)) await expect(row.getByRole('rowheader')).toContainText(shownDay);

  // A reload keeps the range; latest first comes from the address too.
  await page.reload();
  await expect(page.getByLabel('Od data')).toHaveValue(day);
  await page.goto('/admin/matches?sort=date-desc');
  await expect(page.getByText(/^Nalezeno zápasů: \d+$/)).toBeVisible({ timeout: 20_000 });
  const newest = isoDate(((await rows.nth(1).getByRole('rowheader').textContent()) ?? '').split(' ').slice(0, 3).join(' '));
  expect(newest > day || newest === day).toBe(true);

});

test('the match list, the member register and the lineup sheet have no serious axe violation at 1280 and 390 px; on a phone each match keeps its actions on screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  await signInAsAdmin(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/matches');
    await expect(page.getByText(/^Nalezeno zápasů: \d+$/)).toBeVisible({ timeout: 20_000 });
    const firstRow = page.getByRole('table', { name: 'Zápasy' }).getByRole('row').nth(1);
    const actions = width === 390 ? firstRow.getByRole('button', { name: 'Akce' }) : firstRow.getByRole('button').first();
    await expect(actions).toBeInViewport({ ratio: 1 });
    failures.push(...(await lastingSeriousViolations(page)).map((violation) => `${width} /admin/matches ${violation}`));
    await page.goto('/admin/members');
    await expect(page.getByRole('table', { name: 'Členové' }).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    failures.push(...(await lastingSeriousViolations(page)).map((violation) => `${width} /admin/members ${violation}`));
  }
  await page.context().clearCookies();
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/coaches/lineups');
    await expect(page.getByRole('region', { name: 'Souhrn sestavy' }).first()).toBeVisible({ timeout: 20_000 });
    failures.push(...(await lastingSeriousViolations(page)).map((violation) => `${width} /coaches/lineups ${violation}`));
  }
  expect(failures).toEqual([]);
});
