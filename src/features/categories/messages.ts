export const categoryMessages = {
  loadError: 'Chyba při načítání kategorií',
  created: 'Kategorie byla úspěšně přidána',
  updated: 'Kategorie byla úspěšně aktualizována',
  deleted: 'Kategorie byla úspěšně smazána',
  saveError: 'Chyba při ukládání kategorie',
  deleteError: 'Chyba při mazání kategorie',
  nameRequired: 'Název je povinný',
  invalidSlug: 'Adresa může obsahovat jen malá písmena bez diakritiky, číslice a pomlčky',
  invalidSortOrder: 'Pořadí musí být celé číslo od 0',
} as const;

export const AGE_GROUPS = { kids: 'Děti', youth: 'Žáci', juniors: 'Dorost', adults: 'Dospělí' } as const;
export const GENDERS = { male: 'Muži / chlapci', female: 'Ženy / dívky', mixed: 'Smíšené' } as const;
