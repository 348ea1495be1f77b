import { expect, test, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn } from './support/browser';

// Attendance is taken at the pitch on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const sessionCard = (page: Page, title: string, day: RegExp) => page.getByRole('article', { name: new RegExp(`^${title}, .*${day.source}`) });

/** Opening or closing a session replaces the URL; the journey's next step waits for it. */
async function changingUrl(page: Page, action: () => Promise<void>): Promise<void> {
  const before = page.url();
  await action();
  await expect.poll(() => page.url()).not.toBe(before);
}

test('a coach generates a week of sessions, takes attendance on a phone, cancels one session with a reason and sees its records turn absent', async ({ page }) => {
  // Two dialogs, a dozen saves and a reload on a 2-core machine: longer than the default minute.
  test.setTimeout(120_000);
  const title = `Kondice ${Date.now().toString(36)}`;

  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.goto('/coaches/attendance');
  await expect(page.getByRole('button', { name: 'Generovat sérii' })).toBeVisible({ timeout: 15_000 });

  // A week across the change to summer time (Sunday 28 March 2027): Monday, Wednesday, Sunday.
  await page.getByRole('button', { name: 'Generovat sérii' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generovat sérii tréninků' });
  await dialog.getByRole('button', { name: 'Vygenerovat' }).click();
  await expect(dialog.getByText('Název tréninku je povinný')).toBeVisible();
  await expect(dialog.getByText('Vyberte alespoň jeden den v týdnu')).toBeVisible();
  await dialog.getByLabel('Název', { exact: true }).fill(title);
  await dialog.getByLabel('Od', { exact: true }).fill('2027-03-22');
  await dialog.getByLabel('Do', { exact: true }).fill('2027-03-28');
  for (const day of ['Po', 'St', 'Ne']) await dialog.getByRole('checkbox', { name: day, exact: true }).check();
  await dialog.getByLabel('Čas', { exact: true }).fill('17:00');
  await dialog.getByLabel('Místo', { exact: true }).fill('Hala Svinov');
  await expect(dialog.getByText('Vytvoří se: 3 tréninky: 22. 3. 2027, 24. 3. 2027, 28. 3. 2027')).toBeVisible();
  await dialog.getByRole('button', { name: 'Vygenerovat' }).click();
  await expect(page.getByText('Série byla vytvořena (3)')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: new RegExp(`^${title}, `) })).toHaveCount(3);
  const monday = sessionCard(page, title, /22\. března 2027/);
  await expect(monday).toContainText('Plánován');
  await expect(sessionCard(page, title, /28\. března 2027, 17:00/)).toBeVisible();

  // Attendance for Monday: one tap per member, kept across a reload.
  await changingUrl(page, () => monday.getByRole('button', { name: 'Docházka' }).click());
  await expect(page).toHaveURL(/session=/);
  const taker = page.getByRole('region', { name: new RegExp(`^Docházka: ${title}, 22\\. 3\\. 2027`) });
  const members = taker.getByRole('group');
  await expect(members.first()).toBeVisible();
  const first = members.nth(0);
  const second = members.nth(1);
  const third = members.nth(2);
  await first.getByRole('button', { name: 'přítomen', exact: true }).click();
  await second.getByRole('button', { name: 'pozdě' }).click();
  await third.getByRole('button', { name: 'omluven' }).click();
  await expect(first.getByRole('button', { name: 'přítomen', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(taker.getByText(/^Zapsáno 3 z \d+$/)).toBeVisible();
  await page.reload();
  await expect(second.getByRole('button', { name: 'pozdě' })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(third.getByRole('button', { name: 'omluven' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('button', { name: 'nepřítomen' })).toHaveAttribute('aria-pressed', 'false');

  // Cancel Monday with a reason: every record becomes absent, shown on the session.
  await changingUrl(page, () => taker.getByRole('button', { name: 'Zavřít docházku' }).click());
  await monday.getByRole('button', { name: 'Zrušit trénink' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Zrušit trénink' });
  await expect(cancelDialog).toContainText('Docházka všech členů se nastaví na nepřítomen.');
  await cancelDialog.getByLabel('Důvod zrušení (nepovinné)').fill('Hala obsazena turnajem');
  await cancelDialog.getByRole('button', { name: 'Zrušit trénink' }).click();
  await expect(page.getByText('Trénink byl zrušen')).toBeVisible();
  await expect(monday).toContainText('Zrušen');
  await expect(monday).toContainText('Důvod: Hala obsazena turnajem');
  await changingUrl(page, () => monday.getByRole('button', { name: 'Docházka' }).click());
  await expect(taker.getByText('Trénink je zrušen: docházka všech členů je nepřítomen.')).toBeVisible();
  for (const member of [first, second, third]) {
    await expect(member.getByRole('button', { name: 'nepřítomen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(member.getByRole('button', { name: 'přítomen', exact: true })).toBeDisabled();
  }

  // A cancelled session is history: it can be neither cancelled again nor deleted.
  await changingUrl(page, () => taker.getByRole('button', { name: 'Zavřít docházku' }).click());
  await expect(monday.getByRole('button', { name: 'Zrušit trénink' })).toHaveCount(0);
  await expect(monday.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
});

test('a training held today keeps its attendance: once marked done it offers neither "Zrušit trénink" nor "Smazat"', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Dnešní trénink ${Date.now().toString(36)}`;
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());

  await signIn(page, DEMO_USERS.coach.email, DEMO_USERS.coach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches\/dashboard$/);
  await page.goto('/coaches/attendance');
  await page.getByRole('button', { name: 'Přidat trénink' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Nový trénink' });
  await dialog.getByLabel('Název', { exact: true }).fill(title);
  await dialog.getByLabel('Datum', { exact: true }).fill(today);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: new RegExp(`^${title}, `) });
  await expect(card).toContainText('Plánován');
  await expect(card.getByRole('button', { name: 'Zrušit trénink' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Smazat' })).toBeVisible();

  await changingUrl(page, () => card.getByRole('button', { name: 'Docházka' }).click());
  const taker = page.getByRole('region', { name: new RegExp(`^Docházka: ${title}`) });
  const first = taker.getByRole('group').first();
  await first.getByRole('button', { name: 'přítomen', exact: true }).click();
  await expect(first.getByRole('button', { name: 'přítomen', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await taker.getByRole('button', { name: 'Označit jako proběhlý' }).click();
  await expect(taker.getByRole('button', { name: 'Označit jako proběhlý' })).toHaveCount(0);

  // On a phone the list shows again once attendance is closed; the held session is history there.
  await changingUrl(page, () => taker.getByRole('button', { name: 'Zavřít docházku' }).click());
  await expect(card).toContainText('Proběhl');
  await expect(card.getByRole('button', { name: 'Docházka' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Zrušit trénink' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Docházka' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Zrušit trénink' })).toHaveCount(0);
  await changingUrl(page, () => card.getByRole('button', { name: 'Docházka' }).click());
  await expect(first.getByRole('button', { name: 'přítomen', exact: true })).toHaveAttribute('aria-pressed', 'true');
});
