import { expect, test } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn } from './support/browser';
import { trainingOfYoungerBoys } from './support/events';
import { demoEnv, mailsTo } from './support/stack';

// Coaches cancel at the pitch, parents read their mail: both on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('a coach cancels a training with a reason, and the parent gets one e-mail saying so, not a second on the next run', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Trénink se změnou ${Date.now()}`;
  // Three days ahead: past the reminders' window, so the only mail about it is the change.
  await trainingOfYoungerBoys(title, 72);

  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.goto('/coaches/attendance');
  const card = page.getByRole('article', { name: new RegExp(`^${title}, `) });
  await card.getByRole('button', { name: 'Zrušit trénink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zrušit trénink' });
  await dialog.getByLabel('Důvod zrušení (nepovinné)').fill('Hala je obsazená turnajem');
  await dialog.getByRole('button', { name: 'Zrušit trénink' }).click();
  await expect(page.getByText('Trénink byl zrušen')).toBeVisible();

  const authorization = `Bearer ${demoEnv('CRON_SECRET')}`;
  expect((await request.post('/api/cron/notifications', { headers: { authorization } })).status()).toBe(200);
  const aboutIt = async () => (await mailsTo(DEMO_USERS.parent.email)).filter((mail) => mail.html.includes(title));
  const mails = await aboutIt();
  // One per younger boy the parent answers for; none of them is a reminder.
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) expect(mail.subject).toMatch(new RegExp(`^${title} \\d{1,2}\\. \\d{1,2}\\. je zrušen$`));

  // The mail as the parent's phone shows it.
  await page.setContent(mails[0]?.html ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/je zrušen$/);
  await expect(page.getByText('Hala je obsazená turnajem')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nechci dostávat zprávy o zrušených a přesunutých akcích' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('change-mail.png'), fullPage: true });

  // The next run finds nothing new to send about it.
  expect((await request.post('/api/cron/notifications', { headers: { authorization } })).status()).toBe(200);
  expect(await aboutIt()).toHaveLength(mails.length);
});
