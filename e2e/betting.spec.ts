import { expect, test, type Browser, type Page } from './support/test';
import { readStoredSlip } from '../src/features/betting/bet-slip';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';
import { signIn } from './support/browser';
import { betsAndStakes, createAccount, matchForAdmin, newestBetMatchIds, repriceOdds } from './support/stack';

const bettor = DEMO_USERS.bettor;

/** The wallet's balance as a number ("1 000,5 ŽET" → 1000.5). */
async function balance(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').first().textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/** The picks on the slip as the browser keeps them (the slip survives a reload through this). */
async function storedSlip(page: Page) {
  return readStoredSlip((await page.evaluate(() => window.localStorage.getItem('betting-slip'))) ?? '[]');
}

/** A fresh admin records each match's result through /admin/matches, in a browser of their own. */
async function adminRecordsResults(browser: Browser, matchIds: string[], home: number, away: number) {
  const admin = await createAccount({ admin: true, label: 'betting-admin' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  for (const matchId of matchIds) {
    const match = await matchForAdmin(matchId);
    await page.goto(`/admin/matches?category=${match.categoryId}&status=upcoming&week=${match.matchweek}`);
    await page.getByRole('row').filter({ hasText: match.teams }).getByRole('button', { name: 'Výsledek' }).click();
    const dialog = page.getByRole('dialog', { name: /Zapsat výsledek/ });
    await dialog.getByLabel('Domácí', { exact: true }).fill(String(home));
    await dialog.getByLabel('Hosté', { exact: true }).fill(String(away));
    await dialog.getByRole('button', { name: 'Uložit výsledek' }).click();
    // The match has not kicked off: the dialog shows the result back and saves it once confirmed.
    await page.getByRole('dialog', { name: 'Zkontrolujte výsledek' }).getByRole('button', { name: 'Ano, uložit' }).click();
    await expect(page.getByText('Výsledek byl uložen').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await context.close();
}

async function signInToBetting(page: Page, account: { email: string; password: string } = bettor) {
  await page.goto('/betting/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Heslo').fill(account.password);
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

test('the demo bettor places a single from the slip; odds changed meanwhile are refused in the slip, and the new odds are accepted', async ({ page }) => {
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

  // The odds move while the pick sits on the slip: the bet is refused, the slip keeps the pick
  // and shows the new odds, and placing again takes the bet at them.
  const [pick] = await storedSlip(page);
  if (!pick) throw new Error('the pick is on the slip');
  const repriced = Math.round((pick.odds + 0.3) * 100) / 100;
  await repriceOdds(pick.matchId, '1X2', '1', repriced);
  await slip.getByRole('button', { name: 'Vsadit' }).click();
  await expect(slip.getByRole('alert')).toHaveText(
    'Sázku se nepodařilo podat: Kurzy se mezitím změnily. Tiket ukazuje nové kurzy: zkontrolujte je a vsaďte znovu.',
  );
  await expect(slip.getByText(teams)).toBeVisible();
  await expect(slip.getByText(repriced.toFixed(2).replace('.', ','), { exact: true }).first()).toBeVisible();
  expect(await balance(page)).toBe(before);

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
});

test('a double click on Vsadit places one bet and debits its stake once; the stake takes a decimal comma', async ({ page }) => {
  const account = await createAccount({ label: 'double-click' });
  await signInToBetting(page, account);
  await expect.poll(() => balance(page)).toBe(1000);

  await page.getByRole('article').first().getByRole('group', { name: 'Výsledek zápasu' }).getByRole('button', { name: /^Výhra domácích, kurz/ }).click();
  const slip = page.getByRole('region', { name: 'Tiket' }).first();
  await slip.getByLabel('Vklad').fill('12,5');
  await slip.getByRole('button', { name: 'Vsadit' }).dblclick();
  await expect(slip.getByText(/Sázka byla přijata\./)).toBeVisible();
  await expect.poll(() => balance(page)).toBe(987.5);
  expect(await betsAndStakes(account.id)).toEqual({ bets: 1, stakes: 1 });

  await page.reload();
  await expect.poll(() => balance(page), { timeout: 15_000 }).toBe(987.5);
  expect(await betsAndStakes(account.id)).toEqual({ bets: 1, stakes: 1 });
});

test('on a 390 px phone two picks go through the drawer into an accumulator; an admin records the results, the bet is settled with its payout and the board highlights the bettor', async ({
  page,
  browser,
}) => {
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

  await page.getByRole('link', { name: 'Moje sázky' }).click();
  await expect(page.getByRole('tab', { name: 'Aktivní', selected: true })).toBeVisible();
  const active = page.getByRole('article').first();
  await expect(active.getByText('Kombinovaná')).toBeVisible();
  await expect(active.getByText('Čeká', { exact: true }).first()).toBeVisible();
  await expect(active.getByText('Možná výhra')).toBeVisible();
  const potentialReturn = (await active.getByText(/ŽET$/).last().textContent()) ?? '';

  // Both picks win on an away win: the admin records 17:21 for each match in the admin portal.
  const matchIds = await newestBetMatchIds(bettor.id);
  expect(matchIds).toHaveLength(2);
  await adminRecordsResults(browser, matchIds, 17, 21);

  await page.getByRole('tab', { name: 'Vyhodnocené' }).click();
  const settled = page.getByRole('article').first();
  await expect(settled.getByText('Kombinovaná')).toBeVisible();
  await expect(settled.getByText('Výhra', { exact: true }).first()).toBeVisible();
  await expect(settled.getByText('Výplata')).toBeVisible();
  await expect(settled.getByText(potentialReturn, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Žebříček' }).click();
  await expect(page.getByRole('tab', { name: 'Sezóna', selected: true })).toBeVisible();
  const me = page.locator('tr[aria-current="true"]');
  await expect(me).toHaveCount(1);
  await expect(me.getByText('Vy', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').getByText(/^Jste \d+\. z \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page).toHaveURL(/\/betting\/login$/, { timeout: 20_000 });
  await page.goto('/betting/history');
  await expect(page).toHaveURL(/\/betting\/login$/);
});

test("a new bettor's own statistics start empty and count the bet placed; each match shows both teams' form", async ({ page }) => {
  const account = await createAccount({ label: 'bettor-statistics' });
  await signInToBetting(page, account);
  const statistics = page.getByRole('region', { name: 'Moje statistiky' });
  await expect(statistics.getByTestId('bettor-bets')).toHaveText('0');
  await expect(statistics.getByTestId('bettor-win-rate')).toHaveText('–');
  await expect(statistics.getByText('Zatím jste nevsadili. Statistiky se ukážou po první sázce.')).toBeVisible();

  const card = page.getByRole('article').first();
  const form = card.getByRole('region', { name: 'Forma týmů (posledních 15 zápasů)' });
  const [home, away] = ((await card.getAttribute('aria-label')) ?? '').split(' – ');
  await expect(form.getByRole('group', { name: `Forma týmu ${home ?? ''}` })).toBeVisible();
  await expect(form.getByRole('group', { name: `Forma týmu ${away ?? ''}` })).toBeVisible();
  // The seeded season has results: each side shows points of the matches played and its record.
  await expect(form.getByText(/^\d+ b\. z \d+ z\. · \d+V \d+R \d+P$/).first()).toBeVisible();

  await card.getByRole('group', { name: 'Výsledek zápasu' }).getByRole('button', { name: /^Výhra domácích, kurz/ }).click();
  const slip = page.getByRole('region', { name: 'Tiket' }).first();
  await slip.getByRole('button', { name: 'Vsadit' }).click();
  await expect(page.getByText('Sázka byla přijata.').first()).toBeVisible();
  await expect(statistics.getByTestId('bettor-bets')).toHaveText('1');
  await expect(statistics.getByText(/čeká na vyhodnocení: 1\./)).toBeVisible();

  expect(await lastingSeriousViolations(page)).toEqual([]);
});
