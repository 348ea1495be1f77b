/**
 * A NUL byte, or half of a UTF-16 surrogate pair without its other half: JSON carries both, but
 * Postgres text cannot hold them (22P05 / 22P02), so they never get as far as the database.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether any string in a parsed JSON value (keys included, at any depth) cannot be stored as text.
 * Walked with a list, not recursion: a body nested thousands of levels deep must not overflow the stack.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
