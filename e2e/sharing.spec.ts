import { expect, test, type APIRequestContext } from './support/test';
import { JSDOM } from 'jsdom';

// What a crawler, a link preview or a calendar app gets from the public site: the server's HTML
// and files alone, no script run.
async function html(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

function structuredData(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** Every share card is a real 1200 × 630 PNG the page names absolutely. */
async function expectShareImage(request: APIRequestContext, document: Document) {
  const image = meta(document, 'og:image');
  expect(image).toMatch(/^http:\/\/localhost:\d+\//);
  expect(meta(document, 'twitter:image')).toBe(image);
  const response = await request.get(image ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(meta(document, 'og:image:width')).toBe('1200');
}

test('home: OpenGraph and Twitter tags with the default club card, and its canonical address', async ({ request, baseURL }) => {
  const document = await html(request, '/');
  expect(meta(document, 'og:title')).toBe('TJ Sokol Svinov – národní házená');
  expect(meta(document, 'og:description')).toContain('národní házené');
  expect(meta(document, 'og:site_name')).toBe('TJ Sokol Svinov');
  expect(meta(document, 'og:locale')).toBe('cs_CZ');
  expect(meta(document, 'twitter:card')).toBe('summary_large_image');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(baseURL);
  await expectShareImage(request, document);
});

test('a match: its own share card, a SportsEvent and a canonical URL', async ({ request, baseURL }) => {
  const list = await html(request, '/matches?category=men');
  const href = list.querySelector('a[href^="/matches/"][href*="-"]')?.getAttribute('href');
  expect(href).toMatch(/^\/matches\/[0-9a-f-]{36}$/);
  const document = await html(request, href ?? '');
  const title = meta(document, 'og:title') ?? '';
  expect(title).toMatch(/ – /);
  expect(meta(document, 'og:url')).toBe(`${baseURL}${href}`);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseURL}${href}`);
  expect(meta(document, 'og:image')).toContain(`${href}/opengraph-image`);
  await expectShareImage(request, document);
  const [event] = structuredData(document);
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: title,
    url: `${baseURL}${href}`,
  });
  expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+0[12]:00)?$/);
});

test('a post: the sanitised article is in the HTML, with a NewsArticle and its share card', async ({ request, baseURL }) => {
  const document = await html(request, '/blog/nabor-novych-hracu-a-hracek');
  const article = document.querySelector('article .prose-post');
  expect(article?.querySelector('li')?.textContent).toContain('úterý 16:30');
  expect(document.body.textContent).not.toContain('Načítám obsah');
  expect(article?.querySelector('script, [onerror], [onclick]')).toBeNull();
  expect(meta(document, 'og:type')).toBe('article');
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    `${baseURL}/blog/nabor-novych-hracu-a-hracek`,
  );
  await expectShareImage(request, document);
  const [news] = structuredData(document);
  expect(news).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'Nábor nových hráčů a hráček',
    url: `${baseURL}/blog/nabor-novych-hracu-a-hracek`,
  });
});

test('calendar: one feed for the whole club, one per category, and links to subscribe', async ({ request, page }) => {
  const club = await request.get('/matches/calendar.ics');
  expect(club.status()).toBe(200);
  expect(club.headers()['content-type']).toContain('text/calendar');
  const clubFeed = await club.text();
  const categories = new Set([...clubFeed.matchAll(/^DESCRIPTION:([^\\\r\n]+)/gm)].map((match) => match[1]));
  expect(categories.size).toBeGreaterThan(1);
  const men = await (await request.get('/matches/calendar.ics?category=men')).text();
  expect(men.match(/BEGIN:VEVENT/g)?.length).toBeLessThan(clubFeed.match(/BEGIN:VEVENT/g)?.length ?? 0);
  expect(men).toMatch(/URL:http:\/\/localhost:\d+\/matches\/[0-9a-f-]{36}/);
  expect((await request.get('/matches/calendar.ics?category=neznama')).status()).toBe(400);

  await page.goto('/matches');
  const calendar = page.getByRole('region', { name: 'Přidat do kalendáře' });
  await expect(calendar.getByRole('link', { name: /Odebírat rozpis celého oddílu/ })).toHaveAttribute(
    'href',
    /^webcal:\/\/localhost:\d+\/matches\/calendar\.ics$/,
  );
  await expect(calendar.getByRole('link', { name: 'Odebírat v Google Kalendáři' })).toHaveAttribute(
    'href',
    /calendar\.google\.com\/calendar\/render\?cid=webcal/,
  );
});

for (const login of ['/login', '/betting/login']) {
  test(`${login} shows whose site it is and leads back to it`, async ({ page }) => {
    await page.goto(login);
    await expect(page.getByText('TJ Sokol Svinov', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: '← Zpět na web' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
