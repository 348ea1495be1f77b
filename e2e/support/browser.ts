import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../tests/seed/demo-users';

/** Fills and submits /login (optionally its coach tab); callers assert where it lands. */
export async function signIn(page: Page, email: string, password: string, tab: 'admin' | 'coach' = 'admin'): Promise<void> {
  await page.goto(tab === 'coach' ? '/login?tab=coach' : '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** The demo admin, on the admin dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** An admin's or coach's save shows on the public pages within this time, though they come from the cache. */
const SAVE_VISIBLE_WITHIN_MS = 2_000;

/**
 * Opens a public page until `check` holds, within the time a save is promised to show there. The
 * page comes from the cache, and a save's toast comes before its cache drop has finished, so the
 * first load right after the toast may still be the cached page. `check` looks at one load: it
 * asserts with a short timeout of its own.
 */
export async function expectOnPublicPageAfterSave(page: Page, url: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: SAVE_VISIBLE_WITHIN_MS });
}

/** The image really arrived and was decoded (a broken URL still renders an element). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

/**
 * Picks an option of a select in a dialog. The options are found inside the dialog, as a screen
 * reader finds them (DialogSelect keeps the list there). The list closes when its trigger scrolls
 * while it opens, so the trigger is scrolled into view first.
 */
export async function chooseInDialog(dialog: Locator, label: string, option: string): Promise<void> {
  const trigger = dialog.getByLabel(label, { exact: true }).first();
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await dialog.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}
