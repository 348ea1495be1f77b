import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn, signInAsAdmin } from './support/browser';
import { STACK_URL } from './support/stack';

/** The letters a reader sees in an HTML document or a cell, markup and spacing left out. */
function visibleLetters(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\s+/g, '');
}

/** Where the browser shows a list's first entry, and the pieces of it to find in the server's HTML. */
interface FirstEntry {
  entry: (page: Page) => Locator;
  parts: string;
}

function firstTableRow(table = 'table'): FirstEntry {
  return { entry: (page) => page.locator(`${table} tbody tr`).filter({ has: page.locator('td:not([colspan])') }).first(), parts: 'td' };
}

/** A dashboard list: a section named by its heading, its entries in a list. */
function firstListEntry(headingId: string): FirstEntry {
  return { entry: (page) => page.locator(`section[aria-labelledby="${headingId}"] li`).first(), parts: 'span' };
}

/**
 * The page's HTML as the server sends it to this signed-in user holds the first entry of each list
 * the browser shows, with no spinner; and the browser does not ask the stack for those lists again.
 */
async function expectServerRendered(page: Page, path: string, listRequest: RegExp, lists: FirstEntry[] = [firstTableRow()]): Promise<void> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  const html = await response.text();
  // The page arrives whole: a Suspense boundary streamed after the shell (`<template id="B:n">`)
  // is revealed by the browser no sooner than 300 ms after it painted the boundary's fallback,
  // rows or not.
  expect(html).not.toMatch(/<template id="B:\d+">/);
  expect(html).not.toContain('Načítám');
  // HeroUI's spinner, whatever its label says.
  expect(html).not.toContain('animate-spinner');

  const listReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(STACK_URL) && listRequest.test(request.url())) listReads.push(request.url());
  });
  await page.goto(path);
  const serverText = visibleLetters(html);
  for (const { entry, parts } of lists) {
    const first = entry(page);
    await expect(first).toBeVisible();
    const shown = (await first.locator(parts).allTextContents()).map(visibleLetters).filter(Boolean);
    expect(shown.length).toBeGreaterThan(0);
    for (const part of shown) expect(serverText).toContain(part);
  }
  // Long enough for supabase-js to load and a client-side fetch to start.
  await page.waitForLoadState('networkidle');
  expect(listReads).toEqual([]);
}

test('the admin register and match list come in the first HTML, as the address filters them', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expectServerRendered(page, '/admin/members', /\/rest\/v1\/members\?.*limit=20/);
  await expectServerRendered(page, '/admin/members?active=active', /\/rest\/v1\/members\?.*limit=20/);
  await expectServerRendered(page, '/admin/matches', /\/rest\/v1\/matches\?.*limit=20/);
  await expectServerRendered(page, '/admin/matches?sort=date-desc', /\/rest\/v1\/matches\?.*limit=20/);
});

test("the coach's statistics come in the first HTML", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  // The players' table (a team's record lists its matches only once opened in the browser).
  await expectServerRendered(page, '/coaches/statistics', /\/rpc\/get_player_statistics/, [firstTableRow('section[aria-labelledby="players-heading"] table')]);
});

test("the admin dashboard's panels come in the first HTML", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await expectServerRendered(page, '/admin', /\/rest\/v1\/(todos|comments|own_club_matches|members)\?/, [
    firstListEntry('next-matches'),
    firstListEntry('birthdays'),
  ]);
});

test("the coach's dashboard comes in the first HTML", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await expectServerRendered(page, '/coaches/dashboard', /\/rest\/v1\/(categories|own_club_matches|members)\?|\/rpc\/get_availability_counts/, [
    { entry: (shown) => shown.locator('section[aria-labelledby="my-categories"]'), parts: 'div.grid > div' },
    firstListEntry('next-matches'),
  ]);
});

test('a coach opening the administration gets the refusal, and its pages send none of their data', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  // The pages read alongside the access check; a refused page must still hand over nothing it read.
  for (const path of ['/admin', '/admin/members', '/admin/matches']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('Nemáte oprávnění pro přístup do administrace');
    expect(html).not.toContain('<table');
    expect(html).not.toMatch(/SV\d{5}/);
    // The query cache handed to the browser, as the page's payload escapes it.
    expect(html).not.toContain('\\"queries\\":[{');
  }
});
