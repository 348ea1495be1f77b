import { lastingSeriousViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

/**
 * Every public page, checked by axe at desktop and phone widths and in both themes: no serious
 * or critical violation (landmarks, labels, focus order, contrast). Pages with an id
 * in their path are found by following the site's own links, so the check follows the seed.
 */
const STATIC_PAGES = ['/', '/matches', '/blog', '/about', '/contact', '/chronicle', '/downloads', '/100', '/category', '/photo-gallery', '/login', '/login?tab=coach', '/reset-password', '/blocked', '/error'];

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

async function linkedPaths(page: Page, from: string, pattern: RegExp): Promise<string[]> {
  await page.goto(from);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

/** Each page in both themes at both widths; every violation is listed, not just the first. */
async function expectAccessible(page: Page, paths: string[]): Promise<void> {
  const failures: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await page.goto(path);
        // Public pages come whole from the cache; the menu's prefetches may keep the network busy,
        // so the check waits for the document, not for an idle network.
        await page.waitForLoadState('load');
        for (const violation of await lastingSeriousViolations(page, { skipRules: [] })) failures.push(`${path} @${viewport.name} ${theme}: ${violation}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

for (const path of STATIC_PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await expectAccessible(page, [path]);
  });
}

test('the ten category pages have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(240_000);
  const categoryPages = await linkedPaths(page, '/category', /^\/category\/[\w-]+$/);
  expect(categoryPages).toHaveLength(10);
  await expectAccessible(page, categoryPages);
});

test('a match detail and a post have no serious or critical accessibility violation', async ({ page }) => {
  const [matchPage] = await linkedPaths(page, '/matches', /^\/matches\/[\w-]+$/);
  const [postPage] = await linkedPaths(page, '/blog', /^\/blog\/[\w-]+$/);
  if (!matchPage || !postPage) throw new Error('/matches links a match and /blog links a post in the seed');
  await expectAccessible(page, [matchPage, postPage]);
});
