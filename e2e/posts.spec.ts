import { resolve } from 'node:path';
import { expect, test, type Locator } from './support/test';
import { chooseInDialog, expectImageLoaded, expectOnPublicPageAfterSave, signInAsAdmin } from './support/browser';

const IMAGE = resolve(import.meta.dirname, 'fixtures/post-image.png');

/** An uploaded post image the browser actually decoded (a broken URL still renders an element). */
async function expectUploadedImage(image: Locator) {
  await expect(image).toBeVisible();
  // Storage images go through next/image's optimiser: the object's URL is its url parameter.
  const src = await image.evaluate((element) => (element as HTMLImageElement).src);
  expect(new URL(src).searchParams.get('url')).toMatch(/\/storage\/v1\/object\/public\/blog-images\/posts\/\d+-[a-z0-9]+\.png$/);
  // Not the fixture's 64 px: with srcset, naturalWidth is scaled by the chosen candidate's density.
  await expectImageLoaded(image);
}

test('an admin writes and publishes a post with an image, and a visitor reads it from the home page', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const title = `Výhra žen nad Ostravou ${suffix}!`;
  const slug = `vyhra-zen-nad-ostravou-${suffix}`;

  await signInAsAdmin(page);
  await page.goto('/admin/posts');
  await expect(page.getByRole('table', { name: 'Články' })).toBeVisible();
  await page.getByRole('button', { name: 'Nový článek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový článek' });
  await expect(dialog).toBeVisible();

  // Saving an empty new post names what is missing and saves nothing.
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Missing required fields for new post: title, slug, content, category_id')).toBeVisible();
  await expect(dialog.getByText('Název je povinný')).toBeVisible();
  await expect(dialog.getByText('Kategorie je povinná')).toBeVisible();

  await dialog.getByLabel('Název').fill(title);
  await expect(dialog.getByLabel('Adresa (slug)')).toHaveValue(slug);
  const content = dialog.getByRole('textbox', { name: 'Obsah článku' });
  await content.click();
  await page.keyboard.type('Ženy vyhrály ');
  await dialog.getByRole('button', { name: 'Tučně' }).click();
  await expect(dialog.getByRole('button', { name: 'Tučně' })).toHaveAttribute('aria-pressed', 'true');
  // The toolbar hands focus back to the editor after the click; typing earlier loses the first keys.
  await expect(content).toBeFocused();
  await page.keyboard.type('o pět branek');
  await dialog.getByLabel('Soubor s obrázkem').setInputFiles(IMAGE);
  await expectUploadedImage(dialog.getByRole('img', { name: 'Obrázek článku' }));
  await chooseInDialog(dialog, 'Kategorie', 'Ženy');
  await chooseInDialog(dialog, 'Stav', 'Publikováno');

  await dialog.getByRole('tab', { name: 'Náhled' }).click();
  await expect(dialog.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(dialog.locator('article strong', { hasText: 'o pět branek' })).toBeVisible();
  await expectUploadedImage(dialog.locator('article img'));
  await dialog.getByRole('button', { name: 'Uložit' }).click();

  await expect(page.getByText('Článek byl úspěšně vytvořen')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Publikováno')).toBeVisible();

  const visitor = await browser.newPage();
  const postLink = visitor.getByRole('region', { name: 'Novinky' }).getByRole('link', { name: new RegExp(title) });
  await expectOnPublicPageAfterSave(visitor, '/', () => expect(postLink).toBeVisible({ timeout: 100 }));
  // The home page streams its widgets; wait for it to settle before following its links.
  await visitor.waitForLoadState('networkidle');
  await postLink.click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('article strong', { hasText: 'o pět branek' })).toBeVisible();
  await expectUploadedImage(visitor.locator('article img').first());
  await visitor.close();
});

test('a taken slug is refused in Czech and nothing is saved; the post saves under another slug and can be deleted', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await signInAsAdmin(page);
  await page.goto('/admin/posts');
  await expect(page.getByRole('row', { name: /Plán zimní přípravy/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Nový článek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nový článek' });

  // The seed's draft already has this title's slug.
  await dialog.getByLabel('Název').fill('Plán zimní přípravy');
  await expect(dialog.getByLabel('Adresa (slug)')).toHaveValue('plan-zimni-pripravy');
  await dialog.getByRole('textbox', { name: 'Obsah článku' }).click();
  await page.keyboard.type('Trénujeme v hale.');
  await chooseInDialog(dialog, 'Kategorie', 'Muži');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Článek s touto adresou (slug) již existuje. Zvolte jinou.')).toBeVisible();
  await expect(dialog).toBeVisible();

  // Once the admin types a slug, the title no longer changes it.
  await dialog.getByLabel('Adresa (slug)').fill(`zimni-priprava-${suffix}`);
  await dialog.getByLabel('Název').fill(`Zimní příprava ${suffix}`);
  await expect(dialog.getByLabel('Adresa (slug)')).toHaveValue(`zimni-priprava-${suffix}`);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Článek byl úspěšně vytvořen')).toBeVisible();
  await expect(page.getByRole('row', { name: /Plán zimní přípravy/ })).toHaveCount(1);

  const row = page.getByRole('row', { name: new RegExp(`Zimní příprava ${suffix}`) });
  await expect(row.getByText('Koncept')).toBeVisible();
  await row.getByRole('button', { name: 'Smazat' }).click();
  const confirm = page.getByRole('dialog', { name: 'Smazat článek' });
  await expect(
    confirm.getByText(`Opravdu chcete smazat článek „Zimní příprava ${suffix}“? Tato akce je nevratná.`),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByText('Článek byl úspěšně smazán')).toBeVisible();
  await expect(row).toHaveCount(0);
});
