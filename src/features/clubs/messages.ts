/** Clubs and the club logo uploader. */
export const clubMessages = {
  loadError: 'Chyba při načítání klubů',
  created: 'Klub byl úspěšně přidán',
  updated: 'Klub byl úspěšně aktualizován',
  deleted: 'Klub byl úspěšně smazán',
  saveError: 'Chyba při ukládání klubu',
  deleteError: 'Chyba při mazání klubu',
  nameRequired: 'Název je povinný',
  logoFile: { notImage: 'Logo musí být obrázek', tooLarge: 'Soubor je příliš velký. Maximální velikost je 5MB.' },
  logoUploader: {
    label: 'Logo',
    input: 'Soubor s logem',
    upload: 'Nahrát logo',
    change: 'Změnit logo',
    remove: 'Odebrat',
    uploadFailed: 'Chyba při nahrávání loga',
  },
} as const;
