/** The admin post screen's texts; the required-fields warnings stay in English, word for word. */
export const postAdminMessages = {
  created: 'Článek byl úspěšně vytvořen',
  updated: 'Článek byl úspěšně aktualizován',
  deleted: 'Článek byl úspěšně smazán',
  saveError: 'Chyba při ukládání článku',
  deleteError: 'Chyba při mazání článku',
  imageFile: { notImage: 'Soubor musí být obrázek.', tooLarge: 'Soubor je příliš velký. Maximální velikost je 5MB.' },
  imageUploader: {
    label: 'Obrázek',
    input: 'Soubor s obrázkem',
    upload: 'Nahrát obrázek',
    change: 'Změnit obrázek',
    remove: 'Odebrat obrázek',
    uploadFailed: 'Chyba při nahrávání obrázku',
  },
  slugTaken: 'Článek s touto adresou (slug) již existuje. Zvolte jinou.',
  missingForNewPost: 'Missing required fields for new post: ',
  missingForUpdate: 'Missing required fields for update: ',
  empty: 'Zatím žádné články',
  noMatch: 'Žádné články neodpovídají filtru',
  titleRequired: 'Název je povinný',
  slugRequired: 'Adresa (slug) je povinná',
  slugInvalid: 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a jednoduché pomlčky',
  contentRequired: 'Obsah je povinný',
  statusRequired: 'Stav je povinný',
  categoryRequired: 'Kategorie je povinná',
} as const;

/** A post's states, as the admin reads them. */
export const POST_STATUS_LABELS = { draft: 'Koncept', published: 'Publikováno', archived: 'Archivováno' } as const;
export type PostStatus = keyof typeof POST_STATUS_LABELS;
export const POST_STATUSES = Object.keys(POST_STATUS_LABELS) as PostStatus[];
