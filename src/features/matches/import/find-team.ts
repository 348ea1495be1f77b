import { normaliseText } from './normalise';

export interface ImportTeam {
  id: string;
  name: string;
  short_name: string | null;
}

const namesOf = (team: ImportTeam) => [team.name, team.short_name ?? ''].map(normaliseText).filter((name) => name !== '');

/**
 * A team matches by name or short name, exactly or by partial containment. Names are
 * compared after normaliseText, so 'havirov' finds 'TJ Sokol Havířov'.
 *
 * 1. An exact match of the name or short name wins over any partial one ('Svinov B' is the B
 *    team, although 'Svinov' alone would fit both Svinov teams).
 * 2. Otherwise a team whose name contains the text ('Havíř' → 'TJ Sokol Havířov'), or whose name
 *    the text contains ('TJ Sokol Poruba z.s.' → 'TJ Sokol Poruba').
 * 3. Ties are refused, at either stage. Preferring the shortest or first candidate would put
 *    'Svinov' on the A team when the sheet meant B, and a wrong team in a saved fixture is worse
 *    than a refused row: the refusal lists the category's teams, so the admin fixes the cell.
 */
export function findTeam(teams: readonly ImportTeam[], text: string): ImportTeam | null {
  const wanted = normaliseText(text);
  if (wanted === '') return null;
  const exact = teams.filter((team) => namesOf(team).includes(wanted));
  if (exact.length > 0) return exact.length === 1 ? (exact[0] ?? null) : null;
  const partial = teams.filter((team) => namesOf(team).some((name) => name.includes(wanted) || wanted.includes(name)));
  return partial.length === 1 ? (partial[0] ?? null) : null;
}
