/** Czech texts of the club's configuration screen. */
export const clubConfigMessages = {
  saved: 'Nastavení klubu bylo uloženo',
  saveError: 'Chyba při ukládání nastavení klubu',
} as const;
