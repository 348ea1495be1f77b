import { Secret, TOTP } from 'otpauth';
import type { Browser, TestInfo } from '@playwright/test';
import { expect, test, type Locator, type Page } from './support/test';
import { lastingSeriousViolations } from './support/axe';
import { signIn, signInAsAdmin } from './support/browser';
import { call, createAccount, type TestAccount } from './support/stack';

const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/**
 * The screen as it is now, at 1280 and 390 px in both themes: axe's serious violations (within
 * `within`, the part that is this screen's), and a screenshot of each in the test's output to look at.
 */
async function checkScreen(page: Page, testInfo: TestInfo, name: string, within?: string): Promise<void> {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const path = testInfo.outputPath(`${name}-${width}-${colorScheme}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`${name} @${width} ${colorScheme}`, { path, contentType: 'image/png' });
      failures.push(...(await lastingSeriousViolations(page, { within })).map((violation) => `${name} @${width} ${colorScheme}: ${violation}`));
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(failures).toEqual([]);
}

/** Another browser, signed in as nobody; axe checks only pages of a context of their own. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Enrols the authenticator app in `where` (the profile or the required enrolment); its secret. */
async function enrol(where: Locator, look?: () => Promise<void>): Promise<string> {
  await where.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click();
  await expect(where.getByRole('img', { name: 'QR kód pro aplikaci pro ověřování' })).toBeVisible();
  await look?.();
  const secret = (await where.locator('code').textContent()) ?? '';
  await where.getByLabel('Kód z aplikace').fill(codeOf(secret));
  await where.getByRole('button', { name: 'Potvrdit kód' }).click();
  return secret;
}

async function signInWithCode(page: Page, account: TestAccount, secret: string): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.getByLabel('Kód z aplikace').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Ověřit' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an admin enrols the authenticator app, signs in with its code after a wrong one, and the club admin removes it for a lost phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const account = await createAccount({ admin: true, fullName: 'Dvoufázová Správkyně', label: 'mfa' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);

  // Enrolment in the profile: QR code, the secret to type by hand, and a first code.
  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Můj profil' }).click();
  const profile = page.getByRole('dialog', { name: 'Můj profil' });
  const secret = await enrol(profile, async () => {
    await profile.getByLabel('Kód z aplikace').scrollIntoViewIfNeeded();
    await checkScreen(page, testInfo, 'enrolment', '[role="dialog"]');
  });
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(profile.getByText('Dvoufázové ověření je zapnuté')).toBeVisible();

  // The next sign-in asks for the code; a wrong one is explained, the way back leads to the password.
  const later = await freshPage(browser);
  await signIn(later, account.email, account.password);
  await expect(later.getByRole('heading', { name: 'Ověřovací kód' })).toBeVisible();
  await checkScreen(later, testInfo, 'code');
  await later.getByRole('button', { name: 'Zpět na přihlášení' }).click();
  await expect(later.getByLabel('Heslo')).toBeVisible();
  await signIn(later, account.email, account.password);
  const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
  await later.getByLabel('Kód z aplikace').fill(wrong);
  await later.getByRole('button', { name: 'Ověřit' }).click();
  await expect(later.getByText('Nesprávný kód. Zkuste to znovu.')).toBeVisible();
  // Without the code the portal stays shut.
  await later.goto('/admin');
  await expect(later).toHaveURL(/\/login$/);
  await later.getByLabel('Kód z aplikace').fill(codeOf(secret));
  await later.getByRole('button', { name: 'Ověřit' }).click();
  await expect(later).toHaveURL(/\/admin$/);
  await later.context().close();

  // Lost phone: the club's admin removes the factor, after confirming.
  const clubAdmin = await freshPage(browser);
  await signInAsAdmin(clubAdmin);
  await clubAdmin.goto('/admin/users');
  await clubAdmin.getByPlaceholder('Hledat podle jména nebo e-mailu').fill(account.email);
  await clubAdmin.getByRole('row', { name: new RegExp(account.email) }).getByRole('button', { name: '2FA' }).click();
  const factors = clubAdmin.getByRole('dialog', { name: `Dvoufázové ověření: ${account.email}` });
  await expect(factors.getByText('Aktivní')).toBeVisible();
  await checkScreen(clubAdmin, testInfo, 'factors', '[role="dialog"]');
  await factors.getByRole('button', { name: 'Odebrat' }).click();
  await clubAdmin.getByRole('dialog', { name: 'Odebrat' }).getByRole('button', { name: 'Odebrat' }).click();
  await expect(clubAdmin.getByText('Ověřovací metoda byla odebrána')).toBeVisible();
  await expect(factors.getByText('Uživatel nemá nastavené dvoufázové ověření.')).toBeVisible();
  await clubAdmin.context().close();

  const after = await freshPage(browser);
  await signIn(after, account.email, account.password);
  await expect(after).toHaveURL(/\/admin$/);
  await after.context().close();
});

test('an admin switches their own two-factor sign-in off in the profile after confirming; the next sign-in asks for the password only', async ({ page, browser }) => {
  const account = await createAccount({ admin: true, fullName: 'Vypínající Správce', label: 'mfa-off' });
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Můj profil' }).click();
  const secret = await enrol(page.getByRole('dialog', { name: 'Můj profil' }));
  await expect(page.getByText('Dvoufázové ověření je zapnuté')).toBeVisible();

  const later = await freshPage(browser);
  await signInWithCode(later, account, secret);
  await later.getByRole('button', { name: 'Uživatelské menu' }).click();
  await later.getByRole('menuitem', { name: 'Můj profil' }).click();
  const profile = later.getByRole('dialog', { name: 'Můj profil' });
  await profile.getByRole('button', { name: 'Vypnout dvoufázové ověření' }).click();
  const confirm = later.getByRole('dialog', { name: 'Vypnout dvoufázové ověření' });
  await expect(confirm.getByText('Přihlášení pak bude chránit jen heslo.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Vypnout' }).click();
  await expect(later.getByText('Dvoufázové ověření bylo vypnuto.')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Zapnout dvoufázové ověření' })).toBeVisible();
  await later.context().close();

  const after = await freshPage(browser);
  await signIn(after, account.email, account.password);
  await expect(after).toHaveURL(/\/admin$/);
  await after.context().close();
});

test('with the club requiring two-factor sign-in, an admin without a factor enrols before the administration opens', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await createAccount({ admin: true, fullName: 'Správkyně Zabezpečení', label: 'mfa-owner' });
  await signIn(page, owner.email, owner.password);
  const profileMenu = async () => {
    await page.getByRole('button', { name: 'Uživatelské menu' }).click();
    await page.getByRole('menuitem', { name: 'Můj profil' }).click();
    return page.getByRole('dialog', { name: 'Můj profil' });
  };
  const secret = await enrol(await profileMenu());
  await expect(page.getByText('Dvoufázové ověření je zapnuté')).toBeVisible();
  try {
    await signInWithCode(page, owner, secret);
    await page.goto('/admin/club-config');
    const requirement = page.getByRole('switch', { name: 'Vyžadovat dvoufázové ověření pro administrátory' });
    await requirement.click();
    await page.getByRole('button', { name: 'Uložit nastavení' }).click();
    await expect(page.getByText('Nastavení klubu bylo uloženo')).toBeVisible();

    // Another admin, with the password only: the enrolment comes first, then the administration.
    const newcomer = await createAccount({ admin: true, fullName: 'Nový Správce', label: 'mfa-new' });
    const other = await freshPage(browser);
    await signIn(other, newcomer.email, newcomer.password);
    await expect(other.getByRole('heading', { name: 'Dvoufázové ověření je povinné' })).toBeVisible();
    const dashboard = other.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect(dashboard).toHaveCount(0);
    await enrol(other.getByRole('main'));
    await expect(dashboard).toBeVisible();
    await other.context().close();
  } finally {
    // Whatever happened above, the other journeys' admins sign in with the password alone.
    await call('/rest/v1/club_config?id=eq.true', { method: 'PATCH', body: JSON.stringify({ require_admin_mfa: false }), headers: { prefer: 'return=minimal' } });
    // The administration reads the club's settings from the public cache, which a change made
    // beside the app keeps until it is dropped.
    expect((await page.request.post('/api/revalidate', { data: { tags: ['club'] } })).status()).toBe(200);
  }
});
