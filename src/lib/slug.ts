/** The database's check on every slug column (posts, albums, categories): lowercase words of a-z and 0-9 joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An address from a title (posts, albums): Czech diacritics dropped (NFD splits 'ž' into 'z' and a
 * combining caron), everything else that is not a letter or digit becomes one hyphen.
 * 'Výhra žen nad Ostravou!' → 'vyhra-zen-nad-ostravou'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
