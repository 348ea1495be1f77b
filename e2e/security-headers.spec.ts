import { expect, test } from './support/test';

/**
 * Every response carries the security headers; pages rendered per request get
 * a fresh nonce policy, pages from the full-route cache one with their inline scripts' hashes.
 * The shared fixture fails any journey (these included) on a policy violation.
 */
const scriptSources = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '))?.split(' ').slice(1) ?? [];

test('a page rendered per request runs its scripts by a nonce that changes on every response', async ({ page, request }) => {
  const first = await request.get('/login');
  const second = await request.get('/login');
  const policy = first.headers()['content-security-policy'] ?? '';
  const [nonceSource] = scriptSources(policy);
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
  expect(scriptSources(policy)).toEqual([nonceSource, "'strict-dynamic'"]);
  expect(second.headers()['content-security-policy']).not.toBe(policy);
  expect(policy).toContain("frame-ancestors 'none'");
  const nonce = nonceSource?.slice("'nonce-".length, -1);
  expect(await first.text()).toContain(`nonce="${nonce}"`);

  // The sign-in form works under its policy (the fixture checks that nothing was blocked).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeEnabled();
});

test('the blog search, the one public page rendered per request, runs every script, the theme script too, by its nonce', async ({ page, request }) => {
  const search = '/blog?q=brig%C3%A1da';
  const response = await request.get(search);
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  const policy = policies[0]?.value ?? '';
  const [nonceSource] = scriptSources(policy);
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]+'$/);
  expect(scriptSources(policy)).toEqual([nonceSource, "'strict-dynamic'"]);
  expect(policy).toContain("frame-ancestors 'none'");
  expect((await request.get(search)).headers()['content-security-policy']).not.toBe(policy);

  // Under 'strict-dynamic' a script without the nonce never runs: every one in the page carries it
  // (JSON-LD blocks are data, not run), the theme script that sets the colour scheme included.
  const nonce = nonceSource?.slice("'nonce-".length, -1);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes?.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter(([, attributes]) => !attributes?.includes(`nonce="${nonce}"`)).map(([tag]) => tag.slice(0, 80))).toEqual([]);
  expect(scripts.some(([, , body]) => body?.includes('prefers-color-scheme'))).toBe(true);

  // The page works under it in a browser (the fixture fails the test on any violation).
  await page.goto(search);
  await expect(page.getByRole('link', { name: /Podzimní brigáda na hřišti/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Hledat v článcích' })).toHaveValue('brigáda');
});

test('a page from the full-route cache carries exactly one policy: the hashes of its own inline scripts', async ({ page, request }) => {
  const response = await request.get('/tato-stranka-neexistuje');
  expect(response.status()).toBe(404);
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  const sources = scriptSources(policies[0]?.value ?? '');
  expect(sources[0]).toBe("'self'");
  expect(sources.length).toBeGreaterThan(1);
  expect(sources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);

  await page.goto('/tato-stranka-neexistuje');
  await expect(page.locator('body')).toContainText('404');
});

test('every response, static assets and route handlers too, says nosniff, the referrer policy and the permissions', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const chunk = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(chunk).toBeTruthy();
  for (const path of ['/login', '/api/page-visibility', chunk ?? '', '/robots.txt']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  expect((await request.get('/api/page-visibility')).headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('HSTS only when the request came over https', async ({ request }) => {
  expect((await request.get('/login')).headers()['strict-transport-security']).toBeUndefined();
  const overHttps = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
});
