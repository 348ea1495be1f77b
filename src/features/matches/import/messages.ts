import { matchMessages } from '../messages';

/** The import's per-row messages, in the club's exact wording. */
export const importMessages = {
  /** N is the 1-based number of the match in the import (header and empty lines not counted). */
  categoryNotFound: (name: string, row: number) => `Kategorie "${name}" nebyla nalezena pro zápas ${row}`,
  /** Also given for an ambiguous name: the list of teams is what lets the admin fix the cell. */
  teamNotFound: (name: string, row: number, available: readonly string[]) =>
    `Tým "${name}" nebyl nalezen pro zápas ${row}. Dostupné týmy: ${available.length > 0 ? available.join(', ') : 'žádné'}`,
  invalidDate: 'Neplatné datum',
  invalidTime: 'Neplatný čas',
  duplicate: 'Duplicitní zápas',
  /** The database refuses it too (check home_team_id <> away_team_id); said here before saving. */
  sameTeams: matchMessages.sameTeams,
  missingColumns: (row: number) => `Zápas ${row} nemá všech 5 sloupců (datum, čas, domácí, hosté, kategorie)`,
  saveError: 'Chyba při ukládání zápasu',
  nothingToImport: 'Žádné zápasy k importu',
  referenceDataMissing: 'Kategorie nebo týmy nejsou načteny',
} as const;
