import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';
import { signIn } from './support/browser';

// Parents answer on their phones.
test.use({ viewport: { width: 390, height: 844 } });

async function signInToPortal(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/clen');
  await expect(page).toHaveURL(/\/clen\/login$/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Heslo').fill(user.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/clen$/);
}

/** The first training still open to answers: neither locked (its status line) nor cancelled (struck through, with nothing to answer). */
function nextOpenTraining(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText('Trénink', { exact: true }) })
    .filter({ hasNot: page.getByRole('status') })
    .filter({ hasNot: page.getByText('Zrušeno', { exact: true }) })
    .first();
}

test('a parent answers on a phone for both children, with a note, and the answers stay after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToPortal(page, DEMO_USERS.parent);
  await expect(page.getByRole('heading', { name: 'Moje tréninky a zápasy' })).toBeVisible();

  const children = nextOpenTraining(page).getByRole('group', { name: /^Odpověď za / });
  await expect(children).toHaveCount(2);
  const [first, second] = [children.nth(0), children.nth(1)];

  await first.getByLabel(/^Poznámka/).fill('Má zápas ve škole');
  await first.getByRole('button', { name: 'Nepřijdu' }).click();
  await expect(page.getByText('Odpověď byla uložena').first()).toBeVisible();
  await expect(first.getByRole('button', { name: 'Nepřijdu' })).toHaveAttribute('aria-pressed', 'true');

  await second.getByRole('button', { name: 'Možná' }).click();
  await expect(second.getByRole('button', { name: 'Možná' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const answered = nextOpenTraining(page).getByRole('group', { name: /^Odpověď za / });
  await expect(answered.nth(0).getByRole('button', { name: 'Nepřijdu' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answered.nth(0).getByLabel(/^Poznámka/)).toHaveValue('Má zápas ve škole');
  await expect(answered.nth(1).getByRole('button', { name: 'Možná' })).toHaveAttribute('aria-pressed', 'true');

  expect(await lastingSeriousViolations(page)).toEqual([]);
});

test('an account linked to no member is told to ask the coach for an invite', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.bettor);
  await expect(page.getByText('Váš účet zatím není propojen s žádným členem. Požádejte trenéra o pozvánku.')).toBeVisible();
});

test('the staff sign-in leads players and parents to the member portal’s own sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Přihlášení do členské sekce' }).click();
  await expect(page).toHaveURL(/\/clen\/login$/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
});

test('the coach sees the next event’s counts on the dashboard and pre-fills attendance from the answers', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  const counts = page.getByRole('region', { name: 'Kdo přijde na příští akci' });
  await expect(counts.getByText(/\d+ přijde/).first()).toBeVisible({ timeout: 15_000 });
  await expect(counts.getByText(/\d+ bez odpovědi/).first()).toBeVisible();

  // The younger boys (the coach's first category) come to trainings unless they say otherwise.
  await page.goto('/coaches/attendance');
  await expect(page.getByRole('button', { name: 'Nastavení odpovědí' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('article').filter({ hasText: 'Plánován' }).first().getByRole('button', { name: 'Docházka' }).click();
  const taker = page.getByRole('region', { name: /^Docházka: / });
  await expect(taker.getByText(/^Přijdu/).first()).toBeVisible();
  expect(await lastingSeriousViolations(page)).toEqual([]);

  await taker.getByRole('button', { name: 'Předvyplnit podle odpovědí' }).click();
  await expect(page.getByText(/^Zapsáno jako přítomen: \d+/)).toBeVisible();
  await expect(taker.getByRole('button', { name: 'přítomen', exact: true, pressed: true }).first()).toBeVisible();

  // The lock and the opt-out rule are the coach's to set, in a dialog of the attendance page.
  await page.getByRole('button', { name: 'Nastavení odpovědí' }).click();
  const settings = page.getByRole('dialog', { name: /^Odpovědi členů: / });
  await expect(settings.getByLabel('Uzávěrka odpovědí (hodin před začátkem)')).toHaveValue('2');
  await expect(settings.getByRole('switch', { name: 'Na tréninky se počítá s účastí, dokud člen neodpoví jinak' })).toBeChecked();
  expect(await lastingSeriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await settings.getByRole('button', { name: 'Zrušit' }).click();
});
