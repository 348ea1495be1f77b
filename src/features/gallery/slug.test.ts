import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('album slug from its title', () => {
  it.each([
    ['Turnaj v Třinci 2026', 'turnaj-v-trinci-2026'],
    ['Žáci – podzim: Ústí nad Labem', 'zaci-podzim-usti-nad-labem'],
    ['  ŘÍJNOVÁ   BRIGÁDA!  ', 'rijnova-brigada'],
    ['Ďábelský ťuk ňadra ůl', 'dabelsky-tuk-nadra-ul'],
    ['---', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always matches the photo_albums.slug check or is empty', () => {
    for (const title of ['Příliš žluťoučký kůň', 'A/B & C', '2026']) expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
