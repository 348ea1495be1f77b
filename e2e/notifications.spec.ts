import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';
import { signIn } from './support/browser';
import { trainingOfYoungerBoys } from './support/events';
import { demoEnv, mailsTo } from './support/stack';

// Parents open their mail on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('a parent gets the reminder by e-mail, answers from its link without signing in, and the coach sees the answer', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Trénink s připomínkou ${Date.now()}`;
  // Before the dashboard's next seeded training, after the category's two-hour lock.
  await trainingOfYoungerBoys(title, 5);

  const refused = await request.post('/api/cron/notifications');
  expect(refused.status()).toBe(401);
  const run = await request.post('/api/cron/notifications', { headers: { authorization: `Bearer ${demoEnv('CRON_SECRET')}` } });
  expect(run.status()).toBe(200);

  const reminders = (await mailsTo(DEMO_USERS.parent.email)).filter((mail) => mail.html.includes(title));
  expect(reminders).toHaveLength(2);
  const mail = reminders[0];
  expect(mail?.headers['list-unsubscribe']).toMatch(/\/api\/mailings\/unsubscribe\?t=/);

  // The mail as the parent's phone shows it.
  await page.setContent(mail?.html ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Přijde .+ na trénink\?$/);
  await page.screenshot({ path: testInfo.outputPath('reminder-mail.png'), fullPage: true });
  // "Nepřijdu": the younger boys count as coming to trainings until they say otherwise.
  const no = await page.getByRole('link', { name: 'Nepřijdu', exact: true }).getAttribute('href');

  // A mail scanner fetches every link of the mail before the parent reads it, running no script:
  // that answers nothing and uses up no link (the three share one token).
  for (const answer of ['Přijdu', 'Nepřijdu', 'Možná']) {
    const href = await page.getByRole('link', { name: answer, exact: true }).getAttribute('href');
    const scanned = await request.get(href ?? '/');
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain('Potvrďte odpověď');
  }
  await page.goto(no ?? '/');
  await expect(page.getByRole('heading', { name: 'Odpověď je zaznamenaná' })).toBeVisible();
  await expect(page.getByText('Nepřijdu', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('answer-page.png'), fullPage: true });
  expect(await lastingSeriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Do členské sekce' }).click();
  await expect(page).toHaveURL(/\/clen\/login$/);

  // The link is single-use.
  await page.goto(no ?? '/');
  await expect(page.getByRole('heading', { name: 'Tento odkaz už jednou posloužil' })).toBeVisible();

  // The footer's link asks before it switches the reminders off (it is not sent here).
  const unsubscribe = mail?.text.match(/https?:\/\/\S+\/odhlasit-emaily\?\S+/)?.[0];
  await page.goto(unsubscribe ?? '/');
  await expect(page.getByRole('heading', { name: 'Odhlásit e-maily?' })).toBeVisible();
  await expect(page.getByText('Už vám nebudeme posílat připomínky před tréninky a zápasy.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odhlásit' })).toBeVisible();

  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  const card = page.locator('div').filter({ has: page.getByText(new RegExp(`^${title} · `)) }).last();
  await expect(card.getByText('1 nepřijde', { exact: true })).toBeVisible();
});

test('a forged answer link is refused in Czech', async ({ page }) => {
  await page.goto(`/odpoved?t=${'0'.repeat(64)}&a=yes`);
  await expect(page.getByRole('heading', { name: 'Tento odkaz neplatí' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Do členské sekce' })).toHaveAttribute('href', '/clen');
});
