export type MoveDirection = 'up' | 'down';

/**
 * The album's photo ids after moving one place up or down; the same list when the photo is
 * already first/last or unknown, so a double press never throws.
 */
export function movePhoto(ids: readonly string[], id: string, direction: MoveDirection): string[] {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
