/**
 * The album's address from its title: Czech letters without diacritics, lower case, words
 * joined by single hyphens ('Turnaj v Třinci 2026' → 'turnaj-v-trinci-2026'); matches the
 * photo_albums.slug check. No slug helper existed elsewhere in the app when this was written.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
