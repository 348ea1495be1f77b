/**
 * A NUL byte, or half of a UTF-16 surrogate pair without its other half: JSON carries both, but
 * Postgres text cannot hold them (22P05 / 22P02), so they never get as far as the database.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string in a parsed JSON value (keys included, at any depth) cannot be stored as text. */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item));
  }
  return false;
}
