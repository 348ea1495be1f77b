import type { ExtrasChange } from './extras-changes';

/** The matches' messages, in the club's exact wording. */
export const matchMessages = {
  loadError: 'Chyba při načítání zápasů',
  matchLoadError: 'Chyba při načítání zápasu',
  created: 'Zápas byl úspěšně přidán',
  updated: 'Zápas byl úspěšně aktualizován',
  deleted: 'Zápas byl úspěšně smazán',
  // One message for every failed save of a match, new or edited.
  saveError: 'Chyba při ukládání zápasu',
  imported: (count: number) => `Importováno zápasů: ${count}`,
  deleteError: 'Chyba při mazání zápasu',
  resultSaved: 'Výsledek byl uložen',
  resultError: 'Chyba při ukládání výsledku',
  unknownTeam: 'Neznámý tým',
  categoryRequired: 'Kategorie je povinná',
  dateRequired: 'Datum je povinné',
  invalidTime: 'Neplatný čas',
  homeRequired: 'Domácí tým je povinný',
  awayRequired: 'Hostující tým je povinný',
  sameTeams: 'Domácí a hostující tým musí být různé',
} as const;

/** The autumn and spring halves of a season (see seasonHalf). */
export const seasonHalfLabels = { autumn: 'Podzim', spring: 'Jaro' } as const;

/** The admin matches screen's words. */
export const matchTexts = {
  newTitle: 'Nový zápas',
  editTitle: 'Upravit zápas',
  add: 'Přidat zápas',
  import: 'Import zápasů',
  season: 'Sezóna',
  category: 'Kategorie',
  allCategories: 'Všechny kategorie',
  status: 'Stav',
  allStatuses: 'Všechny',
  date: 'Datum',
  time: 'Čas',
  home: 'Domácí',
  away: 'Hosté',
  venue: 'Místo',
  competition: 'Soutěž',
  // The matchweek counts weeks from the season's start (docs/club-rules.md#matchweek), not the league's rounds.
  matchweek: 'Týden sezóny',
  match: 'Zápas',
  score: 'Skóre',
  tableLabel: 'Zápasy',
  empty: 'Žádné zápasy neodpovídají filtru',
  recordResult: 'Výsledek',
  extras: 'Videa a údaje',
  cancel: 'Zrušit',
  deleteTitle: 'Smazat zápas',
  deleteConfirm: (home: string, away: string) => `Opravdu chcete smazat zápas ${home} – ${away}? Tato akce je nevratná.`,
  matchweekOf: (week: number, season: string) => `${week}. týden sezóny ${season}`,
  dateFrom: 'Od data',
  dateTo: 'Do data',
  team: 'Tým',
  allTeams: 'Všechny týmy',
  teamNeedsCategory: 'Nejprve vyberte kategorii',
  sort: 'Řazení',
  sorts: { 'date-asc': 'Od nejstaršího', 'date-desc': 'Od nejnovějšího' },
  found: (count: number) => `Nalezeno zápasů: ${count}`,
} as const;

export const MATCH_STATUS_LABELS = { upcoming: 'Nadcházející', completed: 'Odehraný' } as const;
export const MATCH_STATUS_FILTERS = { upcoming: 'Nadcházející', completed: 'Odehrané' } as const;

/** The competitions a match can belong to (the form's choices; the keys are the stored values). */
export const COMPETITION_LABELS = {
  league: 'Liga',
  championship: 'Mistrovství',
  qualification: 'Kvalifikace',
  cup: 'Pohár',
  tournament: 'Turnaj',
  friendly: 'Přátelský',
} as const;

/** The toast after each edit the match extras dialog makes, one per kind of change. */
export const extrasMessages = {
  link: 'Video bylo propojeno se zápasem',
  unlink: 'Video bylo od zápasu odpojeno',
  'add-metadata': 'Údaj byl přidán',
  primary: 'Údaj je nyní hlavní',
  'delete-metadata': 'Údaj byl smazán',
} as const satisfies Record<ExtrasChange['kind'], string>;

/** The result dialog (admin list and the coach's matches). */
export const resultTexts = {
  record: 'Zapsat výsledek',
  homeHalftime: 'Domácí – poločas',
  awayHalftime: 'Hosté – poločas',
  emptyIsZero: 'Prázdné pole se uloží jako 0.',
  save: 'Uložit výsledek',
  correct: 'Opravit výsledek',
  /** Shown in the dialog of a completed match, before anything is saved. */
  correctionEffect: 'Opravou výsledku se znovu vyhodnotí sázky a přepočítá tabulka.',
  /** The database's own words for the same refusals (record_match_result). */
  negative: 'Skóre musí být nezáporné číslo',
  halftimeAboveFinal: 'Poločasové skóre nesmí být vyšší než konečné',
  confirmTitle: 'Zkontrolujte výsledek',
  confirmQuestion: (home: string, away: string, score: string) => `Uložit výsledek ${home} – ${away} ${score}?`,
  scoreWithHalftime: (home: number, away: number, homeHalf: number, awayHalf: number) => `${home}:${away} (poločas ${homeHalf}:${awayHalf})`,
  emptyFinal: 'Konečné skóre nebylo vyplněno celé: prázdné pole se uloží jako 0.',
  beforeKickoff: (kickoff: string) => `Zápas ještě nezačal (začátek ${kickoff}).`,
  back: 'Zpět k úpravě',
  confirm: 'Ano, uložit',
} as const;

/** The import dialog; the per-row messages are importMessages (import/messages.ts). */
export const importTexts = {
  subtitle: (season: string) => `Sezóna ${season} · sloupce: datum, čas, domácí, hosté, kategorie`,
  loadingReference: 'Načítám týmy a zápasy…',
  pasteLabel: 'Vložte tabulku (z Excelu nebo CSV)',
  /** The paste field's placeholder: a header row and one match, tab separated as Excel copies them. */
  example: 'Datum\tČas\tDomácí\tHosté\tKategorie\n5.9.2026\t15:00\tTJ Sokol Svinov\tTJ Sokol Havířov\tMuži',
  fileLabel: 'nebo soubor CSV:',
  previewLabel: 'Náhled importu',
  ready: 'Připraveno k uložení:',
  refused: 'odmítnuto:',
  check: 'Zkontrolovat',
  save: (count: number) => `Uložit ${count > 0 ? `(${count})` : ''}`,
} as const;

/** The match extras dialog: linked videos and metadata rows. */
export const extrasTexts = {
  title: 'Videa a údaje zápasu',
  videos: 'Videa',
  noVideos: 'Žádné propojené video.',
  unlink: 'Odpojit',
  categoryVideo: 'Video kategorie',
  link: 'Propojit',
  metadata: 'Údaje',
  primary: 'Hlavní',
  makePrimary: 'Nastavit jako hlavní',
  delete: 'Smazat',
  type: 'Druh',
  typePlaceholder: 'rozhodčí',
  value: 'Hodnota',
  valuePlaceholder: 'text nebo JSON',
  add: 'Přidat',
  close: 'Zavřít',
} as const;

/** The public match lists: the home page's schedule card and category widget, the match card, the category links. */
export const publicMatchTexts = {
  title: 'Zápasy',
  allCategories: 'Všechny',
  allMatches: 'Všechny zápasy →',
  results: 'Výsledky',
  nextMatches: 'Nejbližší zápasy',
  nextMatchesOf: (category: string) => `Nejbližší zápasy – ${category}`,
  recentResults: 'Poslední výsledky',
  recentResultsOf: (category: string) => `Poslední výsledky – ${category}`,
  standings: 'Tabulka',
  standingsOf: (category: string) => `Tabulka – ${category}`,
  noUpcoming: 'Žádné nadcházející zápasy',
  noResults: 'Zatím žádné odehrané zápasy',
  noCategories: 'Žádné kategorie nejsou k dispozici',
  /** Between the teams of a match not played yet, where the score goes once it is. */
  versus: 'vs',
  /** Weeks since the season's start, not the league's round. */
  matchweek: (week: number) => `${week}. týden sezóny`,
} as const;

/** /coaches/matches: the coach's categories' matches. */
export const coachMatchTexts = {
  loading: 'Načítám…',
  loadingMatches: 'Načítám zápasy…',
  noCategories: 'Nemáte přiřazené žádné kategorie',
  upcomingTab: (count: number) => `${MATCH_STATUS_LABELS.upcoming} (${count})`,
  lineup: 'Sestava',
} as const;
