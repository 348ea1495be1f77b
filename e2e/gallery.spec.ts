import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expectImageLoaded, signIn } from './support/browser';
import { createAccount } from './support/stack';

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: readFileSync(resolve(import.meta.dirname, 'fixtures', name)),
});

test('an admin creates an album, uploads photos and publishes it; a visitor browses it in the lightbox', async ({
  page,
  browser,
}) => {
  const account = await createAccount({ admin: true, label: 'gallery' });
  const title = `Turnaj v Třinci ${Date.now()}`;
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/photo-gallery');
  await page.getByRole('button', { name: 'Přidat album' }).click();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Název alba je povinný')).toBeVisible();
  await page.getByLabel('Název alba').fill(title);
  await expect(page.getByLabel('Adresa (v URL)')).toHaveValue(/^turnaj-v-trinci-\d+$/);
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Album bylo úspěšně vytvořeno').first()).toBeVisible();

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Album zatím nemá žádné fotografie.', { exact: false })).toBeVisible();
  await page
    .getByLabel('Soubory fotografií')
    .setInputFiles([
      png('gallery-red.png'),
      png('gallery-blue.png'),
      { name: 'poznamky.txt', mimeType: 'text/plain', buffer: Buffer.from('není obrázek') },
    ]);
  const progress = page.getByRole('region', { name: 'Průběh nahrávání' });
  await expect(progress.getByRole('status')).toHaveText('Nahráno 2 z 3, nezdařilo se 1');
  await expect(progress.getByRole('listitem').filter({ hasText: 'poznamky.txt' })).toContainText('Chyba: Soubor není obrázek');
  await expect(progress.getByRole('listitem').filter({ hasText: 'gallery-blue.png' })).toContainText('Hotovo');
  const photos = page.getByRole('list', { name: 'Fotografie alba' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expectImageLoaded(photos.first().getByRole('img'));

  await page.getByRole('button', { name: 'Upravit album' }).click();
  await page.getByRole('switch', { name: 'Zveřejnit na webu' }).click();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Album bylo úspěšně aktualizováno').first()).toBeVisible();
  await expect(page.getByText('Zveřejněno')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/photo-gallery');
  const album = visitor.getByRole('region', { name: title });
  const first = album.getByRole('button', { name: `${title} – fotografie 1` });
  await expectImageLoaded(first.getByRole('img'));
  await first.click();
  const lightbox = visitor.getByRole('dialog');
  await expect(lightbox.getByText('1 / 2')).toBeVisible();
  await expectImageLoaded(lightbox.getByRole('img', { name: `${title} – fotografie 1` }));
  await visitor.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('2 / 2')).toBeVisible();
  await expectImageLoaded(lightbox.getByRole('img', { name: `${title} – fotografie 2` }));
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(first).toBeFocused();
  await visitor.close();
});
