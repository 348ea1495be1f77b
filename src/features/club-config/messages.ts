/** Czech texts of the club's configuration screen. */
export const clubConfigMessages = {
  saved: 'Nastavení klubu bylo uloženo',
  saveError: 'Chyba při ukládání nastavení klubu',
} as const;

/** The club's name wherever it is shown before an admin has filled in the club's configuration. */
export const FALLBACK_CLUB_NAME = 'Oddíl národní házené';
