/** The seasons' messages, exact. */
export const seasonMessages = {
  created: 'Sezóna byla úspěšně přidána',
  updated: 'Sezóna byla úspěšně aktualizována',
  deleted: 'Sezóna byla úspěšně smazána',
  createError: 'Chyba při přidávání sezóny',
  updateError: 'Chyba při aktualizaci sezóny',
  deleteError: 'Chyba při mazání sezóny',
  loadError: 'Chyba při načítání sezón',
  activeLoadError: 'Chyba při načítání aktivní sezóny',
  activated: 'Sezóna je nyní aktivní',
  closed: 'Sezóna byla uzavřena',
  nameRequired: 'Název je povinný',
  startRequired: 'Datum začátku je povinné',
  endRequired: 'Datum konce je povinné',
  endBeforeStart: 'Konec sezóny musí být po jejím začátku',
} as const;
