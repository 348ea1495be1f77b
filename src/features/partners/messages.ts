/** Czech texts of sponsorship partners (admin screen and /api/sponsorship). */
export const partnerMessages = {
  created: 'Partner byl přidán',
  updated: 'Partner byl aktualizován',
  deleted: 'Partner byl smazán',
  saveError: 'Chyba při ukládání partnera',
  deleteError: 'Chyba při mazání partnera',
  notFound: 'Partner nebyl nalezen',
  unknownKind: 'Neznámý druh partnerů',
  invalidId: 'Neplatné ID partnera',
  onlyMainPartners: 'Upravovat a mazat lze jen hlavní partnery',
} as const;
