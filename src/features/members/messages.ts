/** Czech texts of the members register (the club's wording, word for word). */
export const memberMessages = {
  title: 'Členové',
  created: 'Člen byl úspěšně vytvořen',
  updated: 'Člen byl úspěšně aktualizován',
  deleted: 'Člen byl úspěšně smazán',
  createError: 'Chyba při vytváření člena',
  updateError: 'Chyba při aktualizaci člena',
  deleteError: 'Chyba při mazání člena',
  loadError: 'Chyba při načítání člena',
  categoryPeopleLoadError: 'Chyba při načítání soupisky',
  nameRequired: 'Jméno je povinné',
  surnameRequired: 'Příjmení je povinné',
  registrationRequired: 'Registrační číslo je povinné',
  registrationTaken: 'Člen s tímto registračním číslem již existuje',
  invalidDate: 'Neplatné datum',
  add: 'Přidat člena',
  newTitle: 'Nový člen',
  editTitle: 'Upravit člena',
  deleteTitle: 'Smazat člena',
  deleteConfirm: (fullName: string) =>
    `Opravdu chcete smazat člena ${fullName}? Člena, který hrál zápas nebo má půjčku, nelze smazat.`,
  empty: 'Žádní členové neodpovídají filtru',
  tableLabel: 'Členové',
  searchLabel: 'Hledat',
  searchPlaceholder: 'Jméno, příjmení nebo registrační číslo',
  allCategories: 'Všechny kategorie',
  allFunctions: 'Všechny funkce',
  allSexes: 'Obě pohlaví',
  activityLabel: 'Členství',
  allActivities: 'Všichni',
  noCategory: 'Bez kategorie',
  detail: 'Detail',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  exportError: 'Export se nepodařil',
  exportSheetName: 'Členové',
  total: (count: number) => `Celkem ${count}`,
  tabMembers: 'Členové',
  tabLoans: 'Půjčky',
  backToList: 'Zpět na seznam členů',
  notFound: 'Člen nebyl nalezen',
  createdAt: 'Vytvořeno',
  updatedAt: 'Upraveno',
} as const;

export const memberFieldLabels = {
  name: 'Jméno',
  surname: 'Příjmení',
  registration_number: 'Registrační číslo',
  date_of_birth: 'Datum narození',
  sex: 'Pohlaví',
  category: 'Kategorie',
  functions: 'Funkce',
} as const;

export const SEXES = { male: 'Muž', female: 'Žena' } as const;

/** The register's "active" filter: active = a relationship to our club valid today (filters.ts). */
export const MEMBER_ACTIVITY = { active: 'Aktivní', inactive: 'Neaktivní' } as const;
export type Sex = keyof typeof SEXES;

export const memberFunctionMessages = {
  title: 'Funkce členů',
  created: 'Funkce byla úspěšně přidána',
  updated: 'Funkce byla úspěšně aktualizována',
  deleted: 'Funkce byla úspěšně smazána',
  createError: 'Chyba při přidávání funkce',
  updateError: 'Chyba při aktualizaci funkce',
  deleteError: 'Chyba při mazání funkce',
  loadError: 'Chyba při načítání funkcí',
  codeInvalid: 'Kód smí obsahovat jen malá písmena bez diakritiky, číslice a podtržítka a začínat písmenem',
  labelRequired: 'Název je povinný',
  sortOrderInvalid: 'Pořadí musí být celé číslo od 0',
  add: 'Přidat funkci',
  newTitle: 'Nová funkce',
  editTitle: 'Upravit funkci',
  deleteTitle: 'Smazat funkci',
  deleteConfirm: (label: string) => `Opravdu chcete smazat funkci ${label}? Funkci, kterou má některý člen, nelze smazat.`,
  empty: 'Zatím žádné funkce',
  code: 'Kód',
  codeHint: 'Pevný identifikátor, např. player; po vytvoření jej nelze změnit',
  label: 'Název',
  sortOrder: 'Pořadí',
  active: 'Aktivní',
  inactive: 'Neaktivní',
  state: 'Stav',
} as const;

export const relationshipMessages = {
  title: 'Vztahy ke klubům',
  created: 'Vztah člen-klub byl úspěšně vytvořen',
  updated: 'Vztah člen-klub byl úspěšně aktualizován',
  deleted: 'Vztah člen-klub byl úspěšně smazán',
  createError: 'Chyba při vytváření vztahu člen-klub',
  updateError: 'Chyba při aktualizaci vztahu člen-klub',
  deleteError: 'Chyba při mazání vztahu člen-klub',
  clubRequired: 'Klub je povinný',
  validFromRequired: 'Platnost od je povinná',
  validToBeforeFrom: 'Platnost do nesmí být před platností od',
  add: 'Přidat vztah',
  newTitle: 'Nový vztah ke klubu',
  editTitle: 'Upravit vztah ke klubu',
  deleteTitle: 'Smazat vztah',
  deleteConfirm: (club: string) => `Opravdu chcete smazat vztah ke klubu ${club}?`,
  empty: 'Člen zatím nemá žádný vztah ke klubu',
  club: 'Klub',
  type: 'Typ',
  status: 'Stav',
  validFrom: 'Platnost od',
  validTo: 'Platnost do',
  notes: 'Poznámka',
} as const;

/** Defaults: permanent, active; the other values are the schema's. */
export const RELATIONSHIP_TYPES = { permanent: 'Stálý', loan: 'Hostování', guest: 'Host' } as const;
export const RELATIONSHIP_STATUSES = { active: 'Aktivní', inactive: 'Neaktivní', ended: 'Ukončený' } as const;

export const metadataMessages = {
  title: 'Doplňující údaje',
  saved: 'Doplňující údaje byly uloženy',
  saveError: 'Chyba při ukládání doplňujících údajů',
  invalidJson: 'Zadejte objekt JSON, např. {"velikost_dresu": "M"}',
  hint: 'Volné údaje ve formátu JSON (velikost dresu, kontakt na rodiče …)',
  empty: 'Žádné doplňující údaje',
  edit: 'Upravit údaje',
} as const;

export const externalPlayerMessages = {
  created: 'Externí hráč byl úspěšně vytvořen',
  createError: 'Chyba při vytváření externího hráče',
  nameRequired: 'Jméno je povinné',
  surnameRequired: 'Příjmení je povinné',
  registrationRequired: 'Registrační číslo je povinné',
  clubRequired: 'Název klubu je povinný',
  sexRequired: 'Pohlaví je povinné',
  jerseyRange: 'Číslo dresu musí být od 1 do 99',
  registrationTaken: 'Hráč s tímto registračním číslem již existuje',
  title: 'Nový externí hráč',
  clubName: 'Klub',
  position: 'Post',
  jersey: 'Číslo dresu',
  captain: 'Kapitán',
} as const;

export const POSITIONS = { field_player: 'Hráč v poli', goalkeeper: 'Brankář' } as const;

export const pickerMessages = {
  label: 'Hráč',
  placeholder: 'Hledat jméno, příjmení nebo registrační číslo',
  noResults: 'Žádný hráč neodpovídá hledání',
  addExternal: 'Přidat externího hráče',
  external: 'externí',
  loading: 'Načítám hráče…',
} as const;
