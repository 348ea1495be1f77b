import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { lastingSeriousViolations } from './support/axe';
import { signIn } from './support/browser';
import { demoEnv, mailsTo } from './support/stack';

test('a coach writes to a category, the parent gets it by e-mail from the schedule, and the history shows it sent', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const subject = `Trénink ve čtvrtek až v 17:30 ${Date.now()}`;
  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.getByRole('link', { name: 'Oznámení' }).first().click();
  await expect(page).toHaveURL(/\/coaches\/announcements$/);
  await expect(page.getByRole('heading', { name: 'Odeslaná oznámení' })).toBeVisible();

  // Nothing is sent without a category, a subject and a text.
  await page.getByRole('button', { name: 'Odeslat oznámení' }).click();
  await expect(page.getByText('Vyberte, komu oznámení poslat')).toBeVisible();
  await expect(page.getByText('Předmět oznámení je povinný')).toBeVisible();
  await expect(page.getByText('Text oznámení je povinný')).toBeVisible();

  await page.getByRole('button', { name: /^Komu/ }).click();
  await page.getByRole('option', { name: 'Mladší žáci' }).click();
  await page.getByLabel('Předmět').fill(subject);
  await page.getByLabel('Text').fill('Hala je do 17:00 obsazená.\n\nVezměte si <b>míče</b>.');
  await page.getByRole('button', { name: 'Odeslat oznámení' }).click();

  // The confirmation names how many accounts it reaches; cancelling sends nothing.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Oznámení dostane \d+ příjemc[eiů]+ \(Mladší žáci\)\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page.getByRole('heading', { name: subject })).toHaveCount(0);

  await page.getByRole('button', { name: 'Odeslat oznámení' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odeslat', exact: true }).click();
  await expect(page.getByText('Oznámení se odesílá')).toBeVisible();
  const item = page.locator('article').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(item.getByText(/^Odesláno 0 z \d+$/)).toBeVisible();
  await expect(page.getByLabel('Předmět')).toHaveValue('');

  const run = await request.post('/api/cron/notifications', { headers: { authorization: `Bearer ${demoEnv('CRON_SECRET')}` } });
  expect(run.status()).toBe(200);

  const mails = (await mailsTo(DEMO_USERS.parent.email)).filter((mail) => mail.subject === `Mladší žáci: ${subject}`);
  expect(mails).toHaveLength(1);
  // The history follows the job without a reload.
  await expect(item.getByText(/^Odesláno (\d+) z \1$/)).toBeVisible({ timeout: 15_000 });
  await item.getByRole('button', { name: 'Příjemci' }).click();
  await expect(item.getByText(DEMO_USERS.parent.email)).toBeVisible();
  expect(await lastingSeriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('announcements-390.png'), fullPage: true });
  expect(await lastingSeriousViolations(page)).toEqual([]);

  // The mail as the parent sees it: the text as written, nothing of it read as markup.
  await page.setContent(mails[0]?.html ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(page.getByText('Vezměte si <b>míče</b>.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Nechci dostávat oznámení trenérů a klubu/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('announcement-mail.png'), fullPage: true });
});
