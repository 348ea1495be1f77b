import { expect, test, type Page } from './support/test';
import { blockedMessages, loginMessages, passwordMessages, throttleMessages } from '../src/features/auth/messages';
import { banAccount, createAccount, mailsTo } from './support/stack';
import { signIn } from './support/browser';

/**
 * Account recovery and blocking (/blocked, /reset-password, /set-password):
 * every journey makes its own account through the Auth admin API, so the demo accounts keep
 * their password and the journeys run in any order.
 */

async function expectBlockedPage(page: Page) {
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { name: 'Účet je zablokován' })).toBeVisible();
  await expect(page.getByText('Váš účet byl zablokován administrátorem. Pokud jde o omyl, kontaktujte vedení oddílu.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zpět na hlavní stránku' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(new RegExp(blockedMessages.title));
}

test.describe('a banned user', () => {
  test('signs in from /login and lands on /blocked with its Czech text', async ({ page }) => {
    const user = await createAccount({ label: 'ban', admin: true });
    await banAccount(user.id);

    await signIn(page, user.email, user.password);
    await expectBlockedPage(page);
    // No session was made: the admin area still asks for a sign-in.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('already signed in and then banned gets into neither /admin nor /coaches, and the next sign-in explains the ban', async ({ page }) => {
    const user = await createAccount({ label: 'ban-live', admin: true });
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Before the ban the coach portal is open to this admin too.
    await page.goto('/coaches/dashboard');
    await expect(page.getByRole('navigation', { name: 'Trenérský portál' })).toBeVisible();

    await banAccount(user.id);

    // The session cookie is still in the browser, but Auth refuses its user (403 user_banned),
    // so the server treats the request as signed out: the admin area asks for a sign-in …
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: loginMessages.title })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    // … and the coach portal (open to admins) refuses access without showing any of it.
    await page.goto('/coaches/dashboard');
    await expect(page.getByRole('heading', { name: 'Přístup zamítnut' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Trenérský portál' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login?tab=coach');

    // Signing in again (with the stale session still in the browser) leads to /blocked.
    await page.getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/login\?tab=coach$/);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Heslo').fill(user.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expectBlockedPage(page);
  });
});

test('a forgotten password is reset from /login through the mail catcher, back on the app\'s own origin', async ({ page, browser, baseURL }) => {
  const user = await createAccount({ label: 'reset', admin: true });
  const newPassword = `Nove-heslo-${Date.now()}!`;

  await page.goto('/login');
  await page.getByRole('link', { name: loginMessages.forgotPassword }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: passwordMessages.resetTitle })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: passwordMessages.resetSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: passwordMessages.resetSent })).toBeVisible();

  // The mail, read over HTTP from the stack's mail catcher.
  await expect.poll(async () => (await mailsTo(user.email)).length, { message: 'reset mail caught' }).toBe(1);
  const mail = (await mailsTo(user.email))[0];
  if (!mail) throw new Error(`no mail caught for ${user.email}`);
  expect(mail.subject).toBe('Nastavení nového hesla');
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail: ${mail.text}`);
  expect(link).toBe(mail.variables.ConfirmationURL);
  // The PKCE verifier cookie lives only on the app's origin, so the link must lead back there.
  const appOrigin = new URL(baseURL ?? page.url()).origin;
  const redirectTo = new URL(new URL(link).searchParams.get('redirect_to') ?? '');
  expect(redirectTo.origin).toBe(appOrigin);
  expect(redirectTo.pathname).toBe('/set-password');

  await page.goto(link);
  await expect(page).toHaveURL((url) => url.origin === appOrigin && url.pathname === '/set-password');
  await expect(page.getByRole('heading', { name: passwordMessages.setTitle })).toBeVisible();

  // The form's rules: at least 8 characters, and the two entries must match.
  const password = page.getByLabel(passwordMessages.newPassword, { exact: true });
  const confirmation = page.getByLabel(passwordMessages.confirmPassword);
  const save = page.getByRole('button', { name: passwordMessages.setSubmit });
  await password.fill('Kratke1');
  await confirmation.fill('Kratke1');
  await save.click();
  await expect(page.getByText(passwordMessages.passwordTooShort)).toBeVisible();
  await password.fill(newPassword);
  await confirmation.fill(`${newPassword}x`);
  await save.click();
  await expect(page.getByText(passwordMessages.passwordsDiffer)).toBeVisible();
  await expect(page.getByText(passwordMessages.passwordTooShort)).toHaveCount(0);
  await confirmation.fill(newPassword);
  await save.click();

  await expect(page.getByText(passwordMessages.passwordSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link was single use: opened again (in a browser with no session) it is refused.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByRole('alert').filter({ hasText: passwordMessages.linkInvalid })).toBeVisible();
  await other.close();

  // The old password no longer works; the new one opens the portal.
  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await expect(page.getByText(loginMessages.invalidCredentials)).toBeVisible();
  await page.getByLabel('Heslo').fill(newPassword);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a second reset mail to the same account within a minute is refused with the Czech throttling message', async ({ page }) => {
  const user = await createAccount({ label: 'reset-twice' });
  const requestReset = async () => {
    await page.goto('/reset-password');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: passwordMessages.resetSubmit }).click();
  };

  await requestReset();
  await expect(page.getByRole('status').filter({ hasText: passwordMessages.resetSent })).toBeVisible();
  // Auth allows one mail of a kind per address a minute (429 over_email_send_rate_limit).
  await requestReset();
  await expect(page.getByText(throttleMessages.tooManyEmails)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: passwordMessages.resetSent })).toHaveCount(0);
  expect(await mailsTo(user.email)).toHaveLength(1);
});
