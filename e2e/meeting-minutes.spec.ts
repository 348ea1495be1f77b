import { expect, test, type Locator } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { signIn, signInAsAdmin } from './support/browser';

/** Adds the member with this registration number through the attendee manager's search. */
async function addAttendee(dialog: Locator, registration: string): Promise<void> {
  await dialog.getByLabel('Hledat člena (jméno, příjmení, reg. číslo)').fill(registration);
  const candidate = dialog.getByRole('list', { name: 'Nalezení členové' }).getByRole('listitem').filter({ hasText: new RegExp(`· ${registration}(?!\\d)`) });
  await candidate.getByRole('button', { name: /^Přidat: / }).click();
  await expect(dialog.getByRole('list', { name: 'Účastníci' })).toContainText(registration);
}

test('an admin writes minutes with two attendees and a PDF; a coach opens them and downloads the PDF', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const place = `Klubovna E2E ${Date.now().toString(36)}`;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Zápisy ze schůzí', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/meeting-minutes$/);
  await page.getByRole('button', { name: 'Nový zápis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový zápis' });

  // The next number of the meeting's year is proposed (seeded 2026 holds numbers 1 and 2).
  await dialog.getByLabel('Datum schůze').fill('2026-12-01');
  await expect(dialog.getByLabel('Číslo schůze')).toHaveValue('3');
  await dialog.getByLabel('Místo konání').fill(place);

  // Saving without attendees is refused on the form.
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Zápis musí mít alespoň jednoho účastníka')).toBeVisible();

  await addAttendee(dialog, 'SV00001');
  await addAttendee(dialog, 'SV00002');
  // An added member is not offered again.
  await dialog.getByLabel('Hledat člena (jméno, příjmení, reg. číslo)').fill('SV00002');
  await expect(dialog.getByRole('list', { name: 'Nalezení členové' })).not.toContainText('· SV00002');

  // A wrong file is refused before any upload; a PDF is taken.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'poznamky.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
  await expect(dialog.getByText('Příloha musí být soubor PDF, DOC nebo DOCX')).toBeVisible();
  await fileInput.setInputFiles({ name: 'zapis-e2e.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% zápis ze schůze\n') });
  await expect(dialog.getByText('zapis-e2e.pdf')).toBeVisible();

  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Zápis ze schůze byl úspěšně vytvořen')).toBeVisible();
  await expect(dialog).toBeHidden();
  const adminRow = page.getByRole('row').filter({ hasText: place });
  await expect(adminRow).toContainText('2/2 přítomno');
  await expect(adminRow.getByRole('button', { name: 'Stáhnout přílohu: zapis-e2e.pdf' })).toBeVisible();

  // The head coach reads the same minutes in the coach portal and downloads the file.
  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(coachPage).toHaveURL(/\/coaches/);
  await coachPage.goto('/coaches/meeting-minutes');
  const coachRow = coachPage.getByRole('row').filter({ hasText: place });
  await expect(coachRow).toContainText('3.');
  await expect(coachPage.getByRole('button', { name: 'Nový zápis' })).toHaveCount(0);

  const downloading = coachPage.waitForEvent('download');
  await coachRow.getByRole('button', { name: 'Stáhnout přílohu: zapis-e2e.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('zapis-e2e.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');

  // The attendees modal lists both, read-only.
  await coachRow.getByRole('button', { name: 'Účastníci' }).click();
  const attendees = coachPage.getByRole('dialog', { name: 'Účastníci schůze č. 3' });
  await expect(attendees.getByRole('listitem')).toHaveCount(2);
  await expect(attendees.getByText('Přítomen')).toHaveCount(2);
  await expect(attendees.getByRole('button', { name: 'Uložit' })).toHaveCount(0);
  await coachContext.close();
});
