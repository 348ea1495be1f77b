/** Spec §5, §8: clubs and the club logo uploader. */
export const clubMessages = {
  loadError: 'Chyba při načítání klubů',
  created: 'Klub byl úspěšně přidán',
  updated: 'Klub byl úspěšně aktualizován',
  deleted: 'Klub byl úspěšně smazán',
  saveError: 'Chyba při ukládání klubu',
  deleteError: 'Chyba při mazání klubu',
  nameRequired: 'Název je povinný',
  logoTooLarge: 'Soubor je příliš velký. Maximální velikost je 5MB.',
  logoNotImage: 'Logo musí být obrázek',
  logoUploadError: 'Chyba při nahrávání loga',
} as const;
