import { createServer } from 'node:net';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_URL } from '../../e2e/support/stack';
import { hasBuild } from '../../scripts/bench/first-load-js';
import { startProductionServer, type ProductionServer } from '../../scripts/production-server';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * The failed-load and limited-access rules on the production build, where a server error reaches the browser without its
 * message: a public page whose read fails says which load failed, and an anonymous visitor whom the
 * database refuses gets the limited-access fallback with a login link. The database is changed
 * under the running app (grants revoked, a column renamed), then repaired: the pages work again at
 * once, so no failed render was cached. The visitor only loads the pages it goes to (Next's
 * prefetches would render and cache them before the change). The build has the stack's URL
 * inlined, so the stack listens there (NEXT_PUBLIC_SUPABASE_URL, else .env.example's, as CI builds).
 * `npm run test:budget` runs it after `npm run build`; without a build it is skipped.
 */
const POST_SLUG = 'muzi-vstoupili-do-sezony-vyhrou';
const POST_TITLE = 'Muži vstoupili do sezóny výhrou';
const LIMITED_ACCESS_TITLE = 'Omezený přístup k datům';
const LIMITED_ACCESS_MESSAGE = 'Tato data jsou dostupná jen přihlášeným uživatelům.';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

describe.skipIf(!hasBuild())('a public page whose read fails, on the production build', () => {
  let stack: TestStack;
  let app: ProductionServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stack = await startTestStack('app', { port: Number(new URL(STACK_URL).port) });
    app = await startProductionServer(await freePort(), {
      NEXT_PUBLIC_SUPABASE_URL: STACK_URL,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    page = await browser.newPage();
    await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await stack?.stop();
  });

  /** The page as an anonymous visitor opens it; a failed render is a 500 no one may cache. */
  async function visitFailing(path: string): Promise<Response> {
    const response = await page.goto(`${app.url}${path}`);
    if (!response) throw new Error(`no response for ${path}`);
    expect(response.status(), path).toBe(500);
    expect(response.headers()['cache-control'], path).toContain('no-store');
    const html = await response.text();
    expect(html, path).not.toMatch(/permission denied|does not exist|excerpt_gone/);
    return response;
  }

  const alert = () => page.getByRole('alert');

  it('offers the login when the database refuses the anonymous read, naming the load that failed', async () => {
    await stack.db.exec('revoke select on public.blog_posts, public.seasons from anon');

    for (const [path, loadError] of [
      ['/blog', 'Chyba při načítání článků'],
      [`/blog/${POST_SLUG}`, 'Chyba při načítání článku: Nemáte oprávnění k této akci.'],
      ['/matches', 'Chyba při načítání aktivní sezóny'],
    ] as const) {
      await visitFailing(path);
      await expect.poll(() => alert().getByRole('heading').textContent(), { message: path }).toBe(loadError);
      for (const text of [LIMITED_ACCESS_TITLE, LIMITED_ACCESS_MESSAGE])
        expect(await alert().getByText(text).count(), `${path}: ${text}`).toBe(1);
      expect(await alert().getByRole('link', { name: 'Přihlásit se' }).getAttribute('href')).toBe('/login');
      expect(await alert().getByRole('button').count(), `${path}: a retry would not help`).toBe(0);
      // The frame still stands: the header's menu is there to go elsewhere.
      expect(await page.getByRole('link', { name: 'Novinky' }).count()).toBeGreaterThan(0);
    }
  });

  it("says a database failure in the feature's words, the post's with a safe reason, and offers a retry", async () => {
    await stack.db.exec(
      'grant select on public.blog_posts to anon; alter table public.blog_posts rename column excerpt to excerpt_gone',
    );

    for (const [path, loadError] of [
      ['/blog', 'Chyba při načítání článků'],
      [`/blog/${POST_SLUG}`, 'Chyba při načítání článku: Neznámá chyba (42703)'],
    ] as const) {
      await visitFailing(path);
      await expect.poll(() => alert().getByRole('heading').textContent(), { message: path }).toBe(loadError);
      expect(await alert().getByRole('button', { name: 'Zkusit znovu' }).count(), path).toBe(1);
      expect(await alert().getByText(LIMITED_ACCESS_TITLE).count(), path).toBe(0);
    }
  });

  it('shows every page again as soon as the database is repaired: no failure was cached', async () => {
    await stack.db.exec(
      'alter table public.blog_posts rename column excerpt_gone to excerpt; grant select on public.seasons to anon',
    );

    expect((await page.goto(`${app.url}/blog`))?.status()).toBe(200);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(POST_TITLE) }).count()).toBeGreaterThan(0);
    expect((await page.goto(`${app.url}/blog/${POST_SLUG}`))?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(POST_TITLE);
    expect((await page.goto(`${app.url}/matches`))?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Nadcházející zápasy' }).count()).toBe(1);
  });
});
