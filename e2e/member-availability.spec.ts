import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';

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

test('a parent answers on a phone for both children, with a note, and the answers stay after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToPortal(page, DEMO_USERS.parent);
  await expect(page.getByRole('heading', { name: 'Moje tréninky a zápasy' })).toBeVisible();

  const training = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Trénink', { exact: true }) })
    .filter({ hasNot: page.getByRole('status') })
    .first();
  const children = training.getByRole('group', { name: /^Odpověď za / });
  await expect(children).toHaveCount(2);
  const [first, second] = [children.nth(0), children.nth(1)];

  await first.getByLabel(/^Poznámka/).fill('Má zápas ve škole');
  await first.getByRole('button', { name: 'Nepřijdu' }).click();
  await expect(page.getByText('Odpověď byla uložena').first()).toBeVisible();
  await expect(first.getByRole('button', { name: 'Nepřijdu' })).toHaveAttribute('aria-pressed', 'true');

  await second.getByRole('button', { name: 'Možná' }).click();
  await expect(second.getByRole('button', { name: 'Možná' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const again = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Trénink', { exact: true }) })
    .filter({ hasNot: page.getByRole('status') })
    .first();
  const answered = again.getByRole('group', { name: /^Odpověď za / });
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
