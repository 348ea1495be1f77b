/** Spec §8: the import's per-row messages, exact where the spec quotes them. */
export const importMessages = {
  categoryNotFound: (name: string, row: number) => `Kategorie "${name}" nebyla nalezena pro zápas ${row}`,
  teamNotFound: (name: string, row: number, available: string[]) =>
    `Tým "${name}" nebyl nalezen pro zápas ${row}. Dostupné týmy: ${available.length > 0 ? available.join(', ') : 'žádné'}`,
  invalidDate: 'Neplatné datum',
  invalidTime: 'Neplatný čas',
  duplicate: 'Duplicitní zápas',
  missingColumns: (row: number) => `Zápas ${row} nemá všech 5 sloupců (datum, čas, domácí, hosté, kategorie)`,
  saveError: 'Chyba při ukládání zápasu',
  nothingToImport: 'Žádné zápasy k importu',
  referenceDataMissing: 'Kategorie nebo týmy nejsou načteny',
} as const;
