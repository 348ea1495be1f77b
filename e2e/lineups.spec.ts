import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_USERS } from '../tests/seed/demo-users';
import { expectOnPublicPageAfterSave, signIn } from './support/browser';
import { STACK_URL } from './support/stack';

const ANON_KEY = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '';

interface UpcomingMatch {
  id: string;
  date: string;
  category_id: string;
  home_team_is_own_club: boolean;
  home: { name: string };
  away: { name: string };
}

/**
 * The men's last upcoming match as the public reads it (other journeys record the first one's
 * result), with an offset one before it (each journey here its own sheet), or with 'asc' the next one.
 */
async function upcomingMensMatch(order: 'asc' | 'desc' = 'desc', offset = 0): Promise<UpcomingMatch> {
  const query =
    'select=id,date,category_id,home_team_is_own_club,home:teams!home_team_id(name),away:teams!away_team_id(name),category:categories!inner(slug)';
  const response = await fetch(
    `${STACK_URL}/rest/v1/matches?${query}&status=eq.upcoming&category.slug=eq.men&or=(home_team_is_own_club.eq.true,away_team_is_own_club.eq.true)&order=date.${order}&offset=${offset}&limit=1`,
    { headers: { apikey: ANON_KEY } },
  );
  const [match] = (await response.json()) as UpcomingMatch[];
  if (!match) throw new Error('The seed has no upcoming men’s match');
  return match;
}

/** How many sheets the public sees for a match (an unsaved one: none). */
async function publicLineupCount(matchId: string): Promise<number> {
  const response = await fetch(`${STACK_URL}/rest/v1/lineups?select=id&match_id=eq.${matchId}`, {
    headers: { apikey: ANON_KEY },
  });
  return ((await response.json()) as unknown[]).length;
}

const playerPicker = (sheet: Locator, number: number) =>
  // The label carries the required mark; 'Hráč 1' must not match 'Hráč 10'.
  sheet.getByRole('combobox', { name: new RegExp(`^Hráč ${number}(?!\\d)`) });
const playerRow = (sheet: Locator, number: number) => sheet.getByRole('group', { name: `Hráč ${number}`, exact: true });

/**
 * Adds a player row and picks the first player the picker offers (those already chosen are not).
 * The picker offers the men's players, all on the men's season roster, so the row takes its jersey
 * from there; the journey then types its own number and sets the position (the first a goalkeeper,
 * the rest field players), which the picker's commit on leaving it must not undo.
 */
async function addPlayer(page: Page, sheet: Locator, number: number): Promise<string> {
  await sheet.getByRole('button', { name: 'Přidat hráče' }).click();
  const picker = playerPicker(sheet, number);
  // The list closes when its picker scrolls while it is open (as clicking an option below the fold
  // would): the picker is centred first, so the list opens in view.
  await picker.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await picker.click();
  const list = page.getByRole('listbox');
  const option = list.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(picker).not.toHaveValue('');
  const name = await picker.inputValue();
  const row = playerRow(sheet, number);
  const jersey = row.getByLabel('Dres');
  await expect(jersey).toHaveValue(/^\d+$/);
  await jersey.fill(String(number));
  // Leaving the picker closes its list (which may have opened again after the pick) over the row.
  await expect(list).toBeHidden();
  const position = row.getByRole('radio', { name: number === 1 ? 'brankář' : 'hráč v poli', exact: true });
  await position.check();
  await expect(position).toBeChecked();
  await expect(jersey).toHaveValue(String(number));
  await expect(picker).toHaveValue(name);
  return name;
}

/** Every row still holds its player and the jersey typed for it: later picks changed no other row. */
async function expectRowsKept(sheet: Locator, names: readonly string[]): Promise<void> {
  for (const [index, name] of names.entries()) {
    await expect(playerPicker(sheet, index + 1)).toHaveValue(name);
    await expect(playerRow(sheet, index + 1).getByLabel('Dres')).toHaveValue(String(index + 1));
  }
}

test("the men's head coach fills an upcoming match's sheet; 6 players are refused, 8 are saved and shown publicly", async ({
  page,
}) => {
  // Eight pickers in a production build on a shared 2-core machine.
  test.setTimeout(150_000);
  const match = await upcomingMensMatch();
  const ownTeam = match.home_team_is_own_club ? match.home.name : match.away.name;
  const [year, month, day] = (await upcomingMensMatch('asc')).date.split('-').map(Number);

  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches/);
  await page.getByRole('link', { name: 'Sestavy', exact: true }).click();
  await expect(page).toHaveURL(/\/coaches\/lineups$/);
  // The coach's first category is chosen, and its next match: the sheet to fill now.
  await expect(page.getByRole('button', { name: /Kategorie/ })).toContainText('Muži');
  await expect(page.getByRole('button', { name: /Zápas/ })).toContainText(`${day}. ${month}. ${year}`);
  // Other screens link here with the category and match in the URL.
  await page.goto(`/coaches/lineups?category=${match.category_id}&match=${match.id}`);
  const sheet = page.getByRole('region', { name: ownTeam, exact: true });
  await expect(sheet).toBeVisible({ timeout: 20_000 });
  const summary = sheet.getByRole('region', { name: 'Souhrn sestavy' });
  await expect(summary).toContainText('Musí být alespoň 1 brankář');

  const names: string[] = [];
  for (let number = 1; number <= 6; number += 1) names.push(await addPlayer(page, sheet, number));
  await expectRowsKept(sheet, names);
  // One goalkeeper and five field players: the live summary names the rules and the recommendations.
  await expect(summary).toContainText('Musí být alespoň 6 hráčů v poli');
  await expect(summary).toContainText('Celkem musí být alespoň 7 hráčů');
  await expect(summary).toContainText('Doporučujeme mít 2 brankáře pro záložní variantu');
  await expect(summary).toContainText('Doporučujeme mít více hráčů pro střídání');
  await expect(summary).toContainText('Doporučujeme mít alespoň 1 trenéra');

  // The database refuses the save; its rule is shown on the sheet and what was entered stays.
  await sheet.getByRole('button', { name: 'Uložit sestavu' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Musí být alespoň 6 hráčů v poli');
  await expectRowsKept(sheet, names);
  expect(await publicLineupCount(match.id)).toBe(0);

  for (let number = 7; number <= 8; number += 1) names.push(await addPlayer(page, sheet, number));
  await expectRowsKept(sheet, names);
  await expect(summary).toContainText('Sestava splňuje pravidla');
  await sheet.getByRole('button', { name: 'Uložit sestavu' }).click();
  await expect(page.getByText('Sestava byla úspěšně uložena')).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);

  const publicSheet = page.getByRole('region', { name: `Sestava – ${ownTeam}` });
  await expectOnPublicPageAfterSave(page, `/matches/${match.id}`, async () => {
    for (const name of names) await expect(publicSheet).toContainText(name, { timeout: 100 });
  });

  // The coach deletes the sheet: asked first, 'Zrušit' keeps it; confirmed, the public no longer has it.
  await page.goto(`/coaches/lineups?category=${match.category_id}&match=${match.id}`);
  const savedSheet = page.getByRole('region', { name: ownTeam, exact: true });
  await expect(playerPicker(savedSheet, 1)).toHaveValue(names[0] ?? '', { timeout: 20_000 });
  const confirm = page.getByRole('dialog', { name: 'Smazat sestavu' });
  await savedSheet.getByRole('button', { name: `Smazat sestavu – ${ownTeam}` }).click();
  await expect(confirm).toContainText(`Opravdu chcete smazat sestavu týmu ${ownTeam}?`);
  await confirm.getByRole('button', { name: 'Zrušit' }).click();
  expect(await publicLineupCount(match.id)).toBe(1);
  await savedSheet.getByRole('button', { name: `Smazat sestavu – ${ownTeam}` }).click();
  await confirm.getByRole('button', { name: 'Smazat sestavu' }).click();
  await expect(page.getByText('Sestava byla smazána')).toBeVisible();
  await expect(savedSheet.getByText('Zatím žádní hráči. Přidejte je tlačítkem Přidat hráče.')).toBeVisible();
  expect(await publicLineupCount(match.id)).toBe(0);
});

test('leaving a sheet with unsaved changes asks first; staying keeps the edits', async ({ page }) => {
  test.setTimeout(120_000);
  // Not the first journey's match: its sheet may be saved already, and this one adds the first row.
  const match = await upcomingMensMatch('desc', 1);
  const ownTeam = match.home_team_is_own_club ? match.home.name : match.away.name;
  const lineupUrl = `/coaches/lineups?category=${match.category_id}&match=${match.id}`;
  const leave = page.getByRole('dialog');
  const sheetAt = () => page.getByRole('region', { name: ownTeam, exact: true });

  await signIn(page, DEMO_USERS.headCoach.email, DEMO_USERS.headCoach.password, 'coach');
  await expect(page).toHaveURL(/\/coaches/);
  await page.goto(lineupUrl);
  await expect(sheetAt()).toBeVisible({ timeout: 20_000 });
  const name = await addPlayer(page, sheetAt(), 1);
  const firstPlayer = playerPicker(sheetAt(), 1);

  // A sidebar link: the coach is asked, and 'Zrušit' keeps them on the sheet with the edit.
  await page.getByRole('link', { name: 'Zápasy', exact: true }).click();
  await expect(leave).toContainText('Máte neuložené změny sestavy. Opravdu odejít?');
  await leave.getByRole('button', { name: 'Zrušit' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`match=${match.id}`));
  await expect(firstPlayer).toHaveValue(name);

  // Another match in the select: asked the same, and staying keeps this match's sheet.
  await page.getByRole('button', { name: /Zápas/ }).click();
  await page.getByRole('option').first().click();
  await expect(leave).toContainText('Máte neuložené změny sestavy. Opravdu odejít?');
  await leave.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(new RegExp(`match=${match.id}`));
  await expect(firstPlayer).toHaveValue(name);

  // Escape closes the match list: nothing is chosen and nothing asked.
  await page.getByRole('button', { name: /Zápas/ }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`match=${match.id}`));
  await expect(firstPlayer).toHaveValue(name);

  // Confirmed, the link is followed.
  await page.getByRole('link', { name: 'Zápasy', exact: true }).click();
  await leave.getByRole('button', { name: 'Odejít' }).click();
  await expect(page).toHaveURL(/\/coaches\/matches/);

  // Closing or reloading the tab is the browser's own question (beforeunload).
  await page.goto(lineupUrl);
  await expect(sheetAt()).toBeVisible({ timeout: 20_000 });
  await addPlayer(page, sheetAt(), 1);
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
