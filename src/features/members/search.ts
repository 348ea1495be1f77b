import { foldSearchText } from '@/lib/text-search';

/**
 * The ILIKE pattern for a user's query, or null for an empty one. The LIKE wildcards and
 * PostgREST's `*` are dropped from what the user typed, so they match literally nothing rather
 * than everything.
 */
export function searchPattern(query: string): string | null {
  const folded = foldSearchText(query).replace(/[%_*\\]/g, ' ').trim().replace(/\s+/g, ' ');
  return folded ? `%${folded}%` : null;
}

export interface SearchablePlayer {
  id: string;
  name: string;
  surname: string;
  registration_number: string;
}

/**
 * Player search: name, surname or registration number (case- and diacritics-insensitive
 * here), without the players already chosen. Every word of the query must match one of the
 * three, so 'jan nov' finds Jan Novák.
 */
export function filterPlayers<Player extends SearchablePlayer>(
  players: readonly Player[],
  query: string,
  excludeIds: ReadonlySet<string> | readonly string[] = [],
): Player[] {
  const excluded = excludeIds instanceof Set ? excludeIds : new Set(excludeIds);
  const words = foldSearchText(query).split(/\s+/).filter(Boolean);
  return players.filter((player) => {
    if (excluded.has(player.id)) return false;
    const fields = [player.name, player.surname, player.registration_number].map(foldSearchText);
    return words.every((word) => fields.some((field) => field.includes(word)));
  });
}
