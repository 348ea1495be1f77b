import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { chooseInDialog, signIn } from './support/browser';

async function openCoachVideos(page: Page, user: { email: string; password: string }) {
  await signIn(page, user.email, user.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.getByRole('link', { name: 'Videa', exact: true }).click();
  await expect(page).toHaveURL(/\/coaches\/videos$/);
  // A cold server: the first list waits for its page of the library.
  await expect(page.getByRole('list', { name: 'Videa' })).toBeVisible({ timeout: 15_000 });
}

test('a video a coach adds shows in their list only, not in another coach’s', async ({ page, context }) => {
  // Two sign-ins, a dialog and a search: longer than the default minute on a 2-core machine.
  test.setTimeout(120_000);
  const title = `Rozbor zápasu ${Date.now().toString(36)}`;
  const library = page.getByRole('list', { name: 'Videa' });

  await openCoachVideos(page, DEMO_USERS.coach);
  // trener@ coaches the younger and older boys: their seeded videos, none of the men's.
  await expect(library).toContainText('Trénink střelby mládeže');
  await expect(library).not.toContainText('Sestřih: Svinov – Poruba');

  await page.getByRole('button', { name: 'Přidat video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nové video' });
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Název je povinný')).toBeVisible();
  await expect(dialog.getByText('YouTube URL je povinná')).toBeVisible();
  await expect(dialog.getByText('Kategorie je povinná')).toBeVisible();

  await dialog.getByLabel('Název', { exact: true }).fill(title);
  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://www.youtube.com/shorts/aqz-KE-bpKQ');
  await chooseInDialog(dialog, 'Kategorie', 'Starší žáci');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Neplatná YouTube URL')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('YouTube URL', { exact: true }).fill('https://youtu.be/kJQP7kiw5Fk');
  await dialog.getByLabel('Datum nahrávky', { exact: true }).fill('2026-11-20');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Video bylo přidáno')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Newest recording first: the new video leads the grid, its thumbnail from the id.
  const card = library.getByRole('article', { name: title });
  await expect(library.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(card).toContainText('Starší žáci · 20. 11. 2026');
  await expect(card.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/kJQP7kiw5Fk/hqdefault.jpg');

  // Copy URL: the clipboard holds the link, and the confirmation resets after 2 s.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Kopírovat URL' }).click();
  await expect(page.getByText('URL videa zkopírována do schránky')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Zkopírováno' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://youtu.be/kJQP7kiw5Fk');
  await expect(card.getByRole('button', { name: 'Kopírovat URL' })).toBeVisible({ timeout: 4_000 });

  // The search lands in the URL and finds the video on the server.
  await page.getByLabel('Hledat').fill(title);
  await expect(page).toHaveURL(/q=Rozbor/);
  await expect(library.getByRole('article')).toHaveCount(1);

  // The head coach (men, women) never sees it, not even when searching for it.
  await context.clearCookies();
  await openCoachVideos(page, DEMO_USERS.headCoach);
  await expect(library).toContainText('Sestřih: Svinov – Poruba');
  await expect(library).not.toContainText(title);
  await page.getByLabel('Hledat').fill(title);
  await expect(page.getByText('Žádná videa neodpovídají filtrům')).toBeVisible();
});
