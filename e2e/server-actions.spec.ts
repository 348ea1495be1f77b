import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';

/**
 * Server-action requests our pages never send are answered with a 4xx by the production
 * server, not with Next's 500, while the login form's own calls still reach the action. The
 * middleware's rules are unit-tested in tests/integration/server-actions.integration.test.ts; this
 * checks them through Next itself (the matcher, the body the middleware reads and forwards).
 */
const bettor = DEMO_USERS.bettor;

/** The login action's id and the browser's Origin, from the form's own call with a wrong password. */
async function loginActionOf(page: Page): Promise<{ actionId: string; origin: string }> {
  await page.goto('/betting/login');
  await page.getByLabel('E-mail').fill(bettor.email);
  await page.getByLabel('Heslo').fill('spatne-heslo');
  const [call] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined),
    page.getByRole('button', { name: 'Přihlásit se' }).click(),
  ]);
  // The middleware let the form's own call through, and the action answered it.
  await expect(page.getByText('Přihlášení se nezdařilo. Zkontrolujte e-mail a heslo.')).toBeVisible();
  return { actionId: call.headers()['next-action'] ?? '', origin: new URL(page.url()).origin };
}

function postAction(request: APIRequestContext, path: string, actionId: string, body: string, headers: Record<string, string>) {
  return request.post(path, { data: body, headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', ...headers }, maxRedirects: 0 });
}

test('a server action from another site or with a body React cannot decode is a 4xx, on a portal page and a public one', async ({ page, request }) => {
  const { actionId, origin } = await loginActionOf(page);
  expect(actionId).toMatch(/^[0-9a-f]{42}$/);
  const sameSite = { origin };

  // Our own call's form, by hand: the action answers (200, a Flight response).
  const valid = await postAction(request, '/betting/login', actionId, JSON.stringify([bettor.email, 'spatne-heslo']), sameSite);
  expect(valid.status()).toBe(200);

  for (const path of ['/betting/login', '/']) {
    const crossSite = await postAction(request, path, actionId, JSON.stringify([bettor.email, bettor.password]), { origin: 'https://evil.example' });
    expect(crossSite.status(), `${path} from another site`).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'Požadavek z jiného webu byl odmítnut.' });

    for (const body of ['{not json', '"abc"', '["$1"]', `${'['.repeat(100_000)}${']'.repeat(100_000)}`]) {
      const malformed = await postAction(request, path, actionId, body, sameSite);
      expect(malformed.status(), `${path} with ${body.slice(0, 20)}`).toBe(400);
      expect(await malformed.json()).toEqual({ error: 'Neplatný vstup.' });
    }

    const tooLarge = await postAction(request, path, actionId, JSON.stringify(['x'.repeat(1024 * 1024)]), sameSite);
    expect(tooLarge.status(), `${path} over 1 MB`).toBe(413);

    const form = await request.post(path, { multipart: { '1_$ACTION_ID_x': '' }, headers: sameSite, maxRedirects: 0 });
    expect(form.status(), `${path} as a form post`).toBe(400);

    // An unknown id with a plain body is Next's own 4xx.
    const unknown = await postAction(request, path, `40${'0'.repeat(40)}`, '[]', sameSite);
    expect(unknown.status(), `${path} with an unknown action`).toBeGreaterThanOrEqual(400);
    expect(unknown.status()).toBeLessThan(500);
  }
});
