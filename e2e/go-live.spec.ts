import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { passwordMessages } from '../src/features/auth/messages';
import { matchMessages, matchTexts } from '../src/features/matches/messages';
import { call, demoEnv, mailsTo, STACK_URL } from './support/stack';
import { chooseInDialog, expectOnPublicPageAfterSave, signIn } from './support/browser';

/**
 * The club's first day, as README's "Provoz" tells it, on a stack started empty (no demo seed:
 * playwright.go-live.config.ts): `npm run club:setup` creates the club and invites its first admin,
 * who opens the invite in the mail catcher, sets a password, signs in and enters a match that the
 * public site then shows.
 */
const CLUB = { name: 'TJ Sokol Prvníkov', shortName: 'Prvníkov' };
const OPPONENT = { name: 'TJ Házená Soupeřov', short_name: 'Soupeřov' };
const ADMIN_EMAIL = 'predseda@prvnikov.local';
const PASSWORD = 'Prvni-Den-2026!';

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

/** The opponent a club enters before its first match (the league's other clubs), as the admin's table rows. */
async function addOpponentTeam(categoryId: string, seasonId: string): Promise<void> {
  const options = { method: 'POST', headers: { prefer: 'return=representation' } };
  const [club] = await call<{ id: string }[]>('/rest/v1/clubs', { ...options, body: JSON.stringify(OPPONENT) });
  const [entry] = await call<{ id: string }[]>('/rest/v1/club_categories', { ...options, body: JSON.stringify({ club_id: club?.id, category_id: categoryId, season_id: seasonId }) });
  await call('/rest/v1/club_category_teams', { ...options, body: JSON.stringify({ club_category_id: entry?.id, team_suffix: 'A', is_primary: true }) });
}

test('an empty project becomes a club: setup, the invited admin signs in and enters a match the public site shows', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');

  // The real command, as a club runs it against its new project (no terminal: every answer a flag).
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'club:setup', '--', '--yes', '--club-name', CLUB.name, '--short-name', CLUB.shortName, '--season-start', day(-60), '--season-end', day(300), '--admin-email', ADMIN_EMAIL],
    { env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: STACK_URL, SUPABASE_SERVICE_ROLE_KEY: demoEnv('SUPABASE_SERVICE_ROLE_KEY'), NEXT_PUBLIC_SITE_URL: baseURL } },
  );
  expect(stdout).toContain(`Hotovo. Pozvaný administrátor ${ADMIN_EMAIL}`);

  const [men] = await call<{ id: string }[]>('/rest/v1/categories?slug=eq.men&select=id', { method: 'GET' });
  const [season] = await call<{ id: string }[]>('/rest/v1/seasons?is_active=eq.true&select=id', { method: 'GET' });
  if (!men || !season) throw new Error('club:setup made no men category or no active season');
  await addOpponentTeam(men.id, season.id);
  const teams = await call<{ name: string }[]>(`/rest/v1/teams?category_id=eq.${men.id}&season_id=eq.${season.id}&select=name`, { method: 'GET' });
  const own = teams.find((team) => team.name.includes(CLUB.shortName))?.name;
  const opponent = teams.find((team) => team.name.includes(OPPONENT.short_name))?.name;
  if (!own || !opponent) throw new Error(`teams of the men's category: ${teams.map((team) => team.name).join(', ')}`);

  // The invite, opened where a developer rehearsing the first day finds it: the stack's mail catcher.
  await expect.poll(async () => (await mailsTo(ADMIN_EMAIL)).length, { message: 'invite caught' }).toBe(1);
  await page.goto(`${STACK_URL}/mail?to=${encodeURIComponent(ADMIN_EMAIL)}`);
  const mail = page.frameLocator('iframe[title="Pozvánka do administrace webu klubu"]');
  await expect(mail.getByText(CLUB.name).first()).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await mail.getByRole('link', { name: 'Přijmout pozvánku a nastavit heslo' }).click();
  const invited = await opened;

  await expect(invited).toHaveURL((url) => url.origin === new URL(baseURL).origin && url.pathname === '/set-password');
  await invited.getByLabel(passwordMessages.newPassword, { exact: true }).fill(PASSWORD);
  await invited.getByLabel(passwordMessages.confirmPassword).fill(PASSWORD);
  await invited.getByRole('button', { name: passwordMessages.setSubmit }).click();
  await expect(invited).not.toHaveURL(/\/set-password/);

  // Signed in afresh with the new password, as on any later day.
  await invited.context().clearCookies();
  await signIn(invited, ADMIN_EMAIL, PASSWORD);
  await expect(invited).toHaveURL(/\/admin$/);

  const kickoff = day(14);
  await invited.goto('/admin/matches');
  await invited.getByRole('button', { name: matchTexts.add }).click();
  const dialog = invited.getByRole('dialog', { name: matchTexts.newTitle });
  await chooseInDialog(dialog, matchTexts.category, 'Muži');
  await dialog.getByLabel(matchTexts.date, { exact: true }).fill(kickoff);
  await dialog.getByLabel(matchTexts.time, { exact: true }).fill('17:00');
  await chooseInDialog(dialog, matchTexts.home, own);
  await chooseInDialog(dialog, matchTexts.away, opponent);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(invited.getByText(matchMessages.created)).toBeVisible();

  // The public schedule, as a visitor without a session sees it.
  await invited.context().clearCookies();
  await expectOnPublicPageAfterSave(invited, '/matches?category=men', () =>
    expect(invited.getByRole('link').filter({ hasText: OPPONENT.short_name })).toBeVisible({ timeout: 100 }),
  );
});
