import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { newestBetMatchIds, recordResult } from './support/stack';

const bettor = DEMO_USERS.bettor;

/** The wallet's balance as a number ("1 000,5 ŽET" → 1000.5). */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function signInToBetting(page: Page) {
  await page.goto('/betting/login');
  await page.getByLabel('E-mail').fill(bettor.email);
  await page.getByLabel('Heslo').fill(bettor.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Přihlášení proběhlo úspěšně. Přesměrovávám…')).toBeVisible();
  // The game's first render opens the wallet and reads the matches: allow the stack its time.
  await expect(page).toHaveURL(/\/betting$/, { timeout: 20_000 });
}

test('the betting login: visitors are sent there, it warns on missing fields and wrong passwords, and register is coming soon', async ({ page }) => {
  await page.goto('/betting');
  await expect(page).toHaveURL(/\/betting\/login$/);
  await expect(page.getByRole('heading', { name: 'Hrajeme zodpovědně' })).toBeVisible();

  // alert() blocks the page until handled, so the handler answers it while the click waits.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Registrovat se' }).click();
  expect(alerts).toEqual(['Sign up functionality coming soon!']);

  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Vyplňte e-mail i heslo.')).toBeVisible();
  await page.getByLabel('E-mail').fill(bettor.email);
  await page.getByLabel('Heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Přihlášení se nezdařilo. Zkontrolujte e-mail a heslo.')).toBeVisible();
  await expect(page).toHaveURL(/\/betting\/login$/);
});

test('the demo bettor places a single from the slip, sees the balance drop and the bet under active; once the result is in it is settled and the bettor leads the board', async ({ page }) => {
  await signInToBetting(page);
  await expect.poll(() => balance(page)).toBeGreaterThan(0);
  const before = await balance(page);

  const card = page.getByRole('article').first();
  const teams = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('group', { name: 'Výsledek zápasu' }).getByRole('button', { name: /^Výhra domácích, kurz/ }).click();
  const slip = page.getByRole('region', { name: 'Tiket' }).first();
  await expect(slip.getByText(teams)).toBeVisible();
  await expect(slip.getByText('Jednoduchá sázka')).toBeVisible();
  await expect(slip.getByLabel('Vklad')).toHaveValue('10');

  await slip.getByRole('button', { name: 'Vsadit' }).click();
  await expect(page.getByText('Sázka byla přijata.').first()).toBeVisible();
  await expect.poll(() => balance(page)).toBe(before - 10);
  await expect(slip.getByText('Tiket je prázdný. Vyberte kurz u zápasu.')).toBeVisible();

  await page.getByRole('link', { name: 'Moje sázky' }).click();
  await expect(page.getByRole('tab', { name: 'Aktivní', selected: true })).toBeVisible();
  const newest = page.getByRole('article').first();
  await expect(newest.getByText(teams)).toBeVisible();
  await expect(newest.getByText('Čeká')).toBeVisible();
  await expect(newest.getByText('Možná výhra')).toBeVisible();
  const potentialReturn = (await newest.getByText(/ŽET$/).last().textContent()) ?? '';

  const [matchId] = await newestBetMatchIds(bettor.id);
  if (!matchId) throw new Error('the bet has a leg');
  await recordResult(matchId, 21, 17);
  await page.getByRole('tab', { name: 'Vyhodnocené' }).click();
  const settled = page.getByRole('article').first();
  await expect(settled.getByText('Výhra', { exact: true }).first()).toBeVisible();
  await expect(settled.getByText('Výplata')).toBeVisible();
  await expect(settled.getByText(potentialReturn, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Žebříček' }).click();
  await page.getByRole('tab', { name: 'Celkově' }).click();
  const me = page.locator('tr[aria-current="true"]');
  await expect(me).toHaveCount(1);
  await expect(me.getByText('Vy', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Jste 1\. z \d+/)).toBeVisible();
});

test('on a 390 px phone two picks go through the drawer into an accumulator; signing out closes the game', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToBetting(page);
  await expect.poll(() => balance(page)).toBeGreaterThan(0);
  const before = await balance(page);

  const cards = page.getByRole('article');
  await cards.nth(1).getByRole('button', { name: /^Remíza nebo hosté, kurz/ }).click();
  await cards.nth(2).getByRole('button', { name: /^Výhra hostů, kurz/ }).click();
  await page.getByRole('button', { name: 'Otevřít tiket (2)' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Kombinovaná sázka (AKO)')).toBeVisible();
  await drawer.getByLabel('Vklad').fill('25');
  await drawer.getByRole('button', { name: 'Vsadit' }).click();
  await expect(drawer.getByText(/Sázka byla přijata\./)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => balance(page)).toBe(before - 25);

  await page.getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page).toHaveURL(/\/betting\/login$/, { timeout: 20_000 });
  await page.goto('/betting/history');
  await expect(page).toHaveURL(/\/betting\/login$/);
});
