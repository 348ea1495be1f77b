import { describe, expect, it } from 'vitest';
import { albumStorageFolder, PHOTO_MAX_BYTES, photoFileProblem, photoStorageName } from './photo-file';

describe('which files may go into an album', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1024 }, null],
    [{ type: 'image/png', size: PHOTO_MAX_BYTES }, null],
    [{ type: 'image/png', size: PHOTO_MAX_BYTES + 1 }, 'Soubor je větší než 10 MB'],
    [{ type: 'application/pdf', size: 1024 }, 'Soubor není obrázek'],
    [{ type: '', size: 10 }, 'Soubor není obrázek'],
  ])('%o → %s', (file, problem) => {
    expect(photoFileProblem(file)).toBe(problem);
  });

  it('a large PDF is refused as not an image first', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: PHOTO_MAX_BYTES * 2 })).toBe('Soubor není obrázek');
  });
});

describe('storage names of uploaded photos', () => {
  const album = '3f1c2a90-0000-4000-8000-000000000001';

  it('are albums/{albumId}/{timestamp}-{random}.{ext}, lower-case extension kept', () => {
    expect(photoStorageName(album, { name: 'IMG_0001.JPG', type: 'image/jpeg' }, 1767225600000, () => 0.5)).toBe(
      `albums/${album}/1767225600000-${Math.floor(0.5 * 36 ** 8).toString(36)}.jpg`,
    );
  });

  it('take the extension from the type when the name has none', () => {
    expect(photoStorageName(album, { name: 'fotka', type: 'image/jpeg' }, 1, () => 0)).toBe(`albums/${album}/1-00000000.jpg`);
    expect(photoStorageName(album, { name: 'fotka', type: 'image/webp' }, 1, () => 0)).toBe(`albums/${album}/1-00000000.webp`);
  });

  it('never repeat for two files of the same name in one batch', () => {
    const file = { name: 'IMG_0001.jpg', type: 'image/jpeg' };
    const names = new Set(Array.from({ length: 50 }, () => photoStorageName(album, file, 1767225600000)));
    expect(names.size).toBe(50);
  });

  it('never carry the uploaded name (spaces, diacritics)', () => {
    const name = photoStorageName(album, { name: 'Výlet na Lysou horu.png', type: 'image/png' }, 2, () => 0.25);
    expect(name).toMatch(new RegExp(`^${albumStorageFolder(album)}/2-[0-9a-z]{8}\\.png$`));
  });
});
