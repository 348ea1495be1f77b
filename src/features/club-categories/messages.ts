/** Club assignments to a category in a season and their teams. */
export const clubCategoryMessages = {
  duplicate: 'Tento klub je již přiřazen k této kategorii v této sezóně',
  loadError: 'Chyba při načítání přiřazení klubů',
  assigned: 'Klub byl přiřazen do kategorie',
  updated: 'Přiřazení bylo aktualizováno',
  removed: 'Přiřazení bylo odebráno',
  saveError: 'Chyba při ukládání přiřazení',
  removeError: 'Chyba při odebírání přiřazení',
  teamCreated: 'Tým byl vytvořen',
  teamError: 'Chyba při vytváření týmu',
  clubRequired: 'Klub je povinný',
  invalidMaxTeams: 'Počet týmů musí být celé číslo od 1 do 26',
  invalidSuffix: 'Označení týmu je jedno velké písmeno (A–Z)',
} as const;
