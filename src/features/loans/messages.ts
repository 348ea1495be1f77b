/** Czech texts of player loans (the club's wording, word for word). */
export const loanMessages = {
  loadError: 'Chyba při načítání půjček',
  empty: 'Žádné půjčky nenalezeny',
  createError: 'Chyba při vytváření půjčky',
  clubsLoadError: 'Chyba při načítání klubů',
  created: 'Půjčka byla úspěšně vytvořena',
  ended: 'Půjčka byla ukončena',
  cancelled: 'Půjčka byla zrušena',
  endError: 'Chyba při ukončování půjčky',
  cancelError: 'Chyba při rušení půjčky',
  playerRequired: 'Hráč je povinný',
  targetClubRequired: 'Cílový klub je povinný',
  startRequired: 'Datum začátku je povinné',
  typeRequired: 'Typ půjčky je povinný',
  endAfterStart: 'Datum konce musí být po datu začátku',
  endTitle: 'Ukončit půjčku',
  endConfirm: 'Opravdu chcete ukončit tuto půjčku?',
  cancelTitle: 'Zrušit půjčku',
  cancelConfirm: 'Opravdu chcete zrušit tuto půjčku? Zrušená půjčka zůstane v seznamu se stavem zrušená.',
  end: 'Ukončit',
  cancel: 'Zrušit',
  cancelLoan: 'Zrušit půjčku',
  add: 'Nová půjčka',
  newTitle: 'Nová půjčka',
  create: 'Vytvořit půjčku',
  tableLabel: 'Půjčky hráčů',
  player: 'Hráč',
  fromClub: 'Z klubu',
  club: 'Klub',
  toClub: 'Cílový klub',
  start: 'Datum začátku',
  endDate: 'Datum konce',
  type: 'Typ půjčky',
  status: 'Stav',
  notes: 'Poznámka',
  period: 'Období',
  startFrom: 'Začátek od',
  startTo: 'Začátek do',
  allPlayers: 'Všichni hráči',
  allClubs: 'Všechny kluby',
  allStatuses: 'Všechny stavy',
  allTypes: 'Všechny typy',
  clearFilters: 'Zrušit filtry',
  statsLabel: 'Přehled půjček',
} as const;

/** Expired is shown as ended, terminated as cancelled. */
export const LOAN_STATUSES = { active: 'Aktivní', expired: 'Ukončená', terminated: 'Zrušená' } as const;
export type LoanStatus = keyof typeof LOAN_STATUSES;

/** Loan types. */
export const LOAN_TYPES = { temporary: 'Dočasná', permanent: 'Trvalá', youth: 'Mládežnická' } as const;
export type LoanType = keyof typeof LOAN_TYPES;
