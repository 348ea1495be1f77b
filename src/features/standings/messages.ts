/** The standings' messages and button labels, in the club's exact wording. */
export const standingsMessages = {
  generated: 'Tabulka byla vygenerována',
  recalculated: 'Tabulka byla přepočítána',
  generateError: 'Chyba při generování počáteční tabulky',
  recalculateError: 'Chyba při přepočtu tabulky',
  missingIds: 'Chybí ID kategorie nebo sezóny',
  loadError: 'Chyba při načítání tabulky',
  generate: 'Generovat tabulku',
  recalculate: 'Přepočítat tabulku',
} as const;
