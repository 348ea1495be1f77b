import { expect, test } from '@playwright/test';
import { expectOnPublicPageAfterSave, signInAsAdmin } from './support/browser';

test('an admin renames a post and a visitor sees the new title on the post and the home page within 2 s', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const link = visitor.getByRole('region', { name: 'Novinky' }).locator('a[href^="/blog/"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await visitor.goto(href);
  const oldTitle = (await visitor.getByRole('heading', { level: 1 }).textContent()) ?? '';
  // Both pages are now in the cache: a second visit is a hit.
  expect((await visitor.request.get(href)).headers()['x-nextjs-cache']).toBe('HIT');
  expect((await visitor.request.get('/')).headers()['x-nextjs-cache']).toBe('HIT');

  const newTitle = `${oldTitle} (${Date.now().toString(36)})`;
  await signInAsAdmin(page);
  await page.goto('/admin/posts');
  await page.getByRole('row', { name: new RegExp(oldTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).getByRole('button', { name: 'Upravit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upravit článek' });
  const slug = await dialog.getByLabel('Adresa (slug)').inputValue();
  await dialog.getByLabel('Název').fill(newTitle);
  await dialog.getByLabel('Adresa (slug)').fill(slug);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Článek byl úspěšně aktualizován')).toBeVisible();

  // Public pages come from the full-route cache, yet the save shows on both within 2 s.
  await expectOnPublicPageAfterSave(visitor, href, () => expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 100 }));
  await expectOnPublicPageAfterSave(visitor, '/', () =>
    expect(visitor.getByRole('region', { name: 'Novinky' }).getByRole('link', { name: newTitle })).toBeVisible({ timeout: 100 }),
  );
  await visitor.close();
});

/**
 * A list's every address but a blog search is served from its cached path (next.config's rewrites,
 * src/lib/public-cache-paths.ts). Next names the path it rewrote to on a client router's (RSC)
 * request; such a request without the router's cache key is answered with a redirect that adds it.
 */
test('every form of a list address is served from the cached path that names its query', async ({ request }) => {
  const servedFrom = async (address: string) => {
    const response = await request.get(address, { headers: { rsc: '1' }, maxRedirects: 0 });
    return response.headers()['x-nextjs-rewritten-path'] ?? null;
  };
  const forms: [string, string | null][] = [
    ['/matches?category=men', '/matches/category/men'],
    ['/matches?category=older-boys&utm_source=x', '/matches/category/older-boys'],
    ['/matches', '/matches/all_'],
    ['/matches?category=', '/matches/all_'],
    ['/matches?category=..%2Fadmin', '/matches/all_'],
    ['/blog', '/blog/page_/1'],
    ['/blog?page=2', '/blog/page_/2'],
    ['/blog?page=0', '/blog/page_/1'],
    ['/blog?page=abc', '/blog/page_/1'],
    ['/blog?q=%20%20&page=3', '/blog/page_/3'],
    // A search is the /blog page itself, rendered per request.
    ['/blog?q=derby&page=2', null],
  ];
  for (const [address, path] of forms) expect(await servedFrom(address), address).toBe(path);

  const category = await request.get('/matches?category=men');
  expect(await category.text()).toContain('<title>Zápasy – Muži | TJ Sokol Svinov</title>');
  expect((await request.get('/matches?category=neznama')).status()).toBe(404);
});
