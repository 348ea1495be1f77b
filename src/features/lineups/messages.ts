import { czechPlural } from '@/lib/format';

/** Czech texts of /coaches/lineups; the rule messages word for word. */

/** The lineup rules as the database and the live summary word them. */
export const lineupRuleMessages = {
  minGoalkeepers: 'Musí být alespoň 1 brankář',
  minFieldPlayers: 'Musí být alespoň 6 hráčů v poli',
  minPlayers: 'Celkem musí být alespoň 7 hráčů',
  maxGoalkeepers: 'Nemůže být více než 2 brankáři',
  maxFieldPlayers: 'Nemůže být více než 13 hráčů v poli',
  maxCoaches: 'Nemůže být více než 3 trenéři',
} as const;

/** The three recommendations of the summary. */
export const lineupWarningMessages = {
  backupGoalkeeper: 'Doporučujeme mít 2 brankáře pro záložní variantu',
  substitutes: 'Doporučujeme mít více hráčů pro střídání',
  coach: 'Doporučujeme mít alespoň 1 trenéra',
} as const;

export const lineupScreenTexts = {
  title: 'Sestavy',
  loading: 'Načítám…',
  noCategories: 'Nemáte přiřazené žádné kategorie',
  category: 'Kategorie',
  match: 'Zápas',
  chooseMatch: 'Vyberte zápas',
  noMatches: 'V této kategorii nejsou v aktivní sezóně žádné zápasy.',
  noSeason: 'Není nastavena aktivní sezóna.',
  tabs: 'Sestavy a soupiska',
  matchTab: 'Sestava zápasu',
  rosterTab: 'Soupiska kategorie',
  print: 'Tisk',
  upcomingMatches: 'Nadcházející',
  playedMatches: 'Odehrané',
  leaveTitle: 'Neuložené změny',
  leaveMessage: 'Máte neuložené změny sestavy. Opravdu odejít?',
  leaveConfirm: 'Odejít',
} as const;

export const lineupFormTexts = {
  ownTeam: 'náš tým',
  opponent: 'soupeř',
  players: 'Hráči',
  coaches: 'Trenéři',
  addPlayer: 'Přidat hráče',
  addCoach: 'Přidat trenéra',
  removePlayer: 'Odebrat hráče',
  removeCoach: 'Odebrat trenéra',
  player: 'Hráč',
  coach: 'Trenér',
  coachRole: 'Role',
  jersey: 'Dres',
  position: 'Pozice',
  noPosition: 'bez pozice',
  captain: 'Kapitán',
  goals: 'Góly',
  yellowCards: 'Žlutá karta',
  red5: 'Červená 5 min',
  red10: 'Červená 10 min',
  redPersonal: 'Červená osobní',
  eventsAfterKickoff: 'Góly a karty se zapisují po výkopu zápasu.',
  noPlayers: 'Zatím žádní hráči. Přidejte je tlačítkem Přidat hráče.',
  noCoaches: 'Zatím žádní trenéři.',
  save: 'Uložit sestavu',
  saved: 'Sestava byla úspěšně uložena',
  saveError: 'Chyba při ukládání sestavy',
  loadError: 'Chyba při načítání sestavy',
  tableMissing: 'Tabulka sestav ještě nebyla vytvořena',
  /** A save into lineup tables the club's database does not have yet. */
  tablesNotSetUp: 'Database tables not set up. Please contact administrator.',
  delete: 'Smazat sestavu',
  confirmDeleteTitle: 'Smazat sestavu',
  confirmDelete: (team: string) => `Opravdu chcete smazat sestavu týmu ${team}? Hráči i trenéři sestavy budou odebráni.`,
  deleted: 'Sestava byla smazána',
  deleteError: 'Chyba při mazání sestavy',
  summary: 'Souhrn sestavy',
  goalkeepers: 'Brankáři',
  fieldPlayers: 'Hráči v poli',
  total: 'Celkem hráčů',
  coachCount: 'Trenéři',
  valid: 'Sestava splňuje pravidla',
  invalid: 'Sestava nesplňuje pravidla',
} as const;

/** Positions: lineup_players.position. */
export const POSITION_LABELS = {
  goalkeeper: 'brankář',
  field_player: 'hráč v poli',
} as const;

/** The lineup's staff roles (SEED-FACTS), as lineup_coaches.role allows them. */
export const COACH_ROLE_LABELS = {
  head_coach: 'Hlavní trenér',
  assistant_coach: 'Asistent trenéra',
  team_manager: 'Vedoucí týmu',
} as const;

/** Field messages of the form (zod). */
export const lineupFieldMessages = {
  playerRequired: 'Vyberte hráče',
  coachRequired: 'Vyberte trenéra',
  jerseyRange: 'Číslo dresu musí být 1 až 99',
  jerseyTaken: 'Toto číslo dresu už má jiný hráč',
  oneCaptain: 'Kapitán může být jen jeden',
  notNegative: 'Počet nemůže být záporný',
  duplicateCoach: 'Tento trenér už je v sestavě',
} as const;

export const rosterTexts = {
  title: 'Soupiska kategorie',
  season: (name: string) => `Sezóna ${name}`,
  empty: 'Soupiska je prázdná. Přidejte hráče.',
  add: 'Přidat na soupisku',
  edit: 'Upravit',
  remove: 'Odebrat',
  addTitle: 'Přidat hráče na soupisku',
  editTitle: 'Upravit hráče na soupisce',
  viceCaptain: 'Zástupce kapitána',
  captainMark: 'K',
  viceCaptainMark: 'ZK',
  confirmRemoveTitle: 'Odebrat ze soupisky',
  confirmRemove: (name: string) => `Opravdu chcete odebrat hráče ${name} ze soupisky?`,
  saved: 'Soupiska byla úspěšně uložena',
  saveError: 'Chyba při ukládání soupisky',
  removed: 'Hráč byl odebrán ze soupisky',
  removeError: 'Chyba při odebírání ze soupisky',
  delete: 'Smazat soupisku',
  confirmDeleteTitle: 'Smazat soupisku',
  confirmDelete: (season: string) => `Opravdu chcete smazat celou soupisku kategorie pro sezónu ${season}?`,
  deleted: 'Soupiska byla smazána',
  deleteError: 'Chyba při mazání soupisky',
  bothRoles: 'Kapitán nemůže být zároveň zástupcem kapitána',
  unknownMember: 'Neznámý člen',
} as const;

export const printTexts = {
  sheetTitle: 'Zápis o utkání – sestavy',
  coaches: 'Trenéři',
  noPlayers: 'Sestava nebyla zadána.',
} as const;

/** One team's lineup on the match detail page. */
export const matchLineupTexts = {
  label: (team: string) => `Sestava – ${team}`,
  empty: 'Sestava nebyla zadána.',
  unknownMember: 'Neznámý člen',
  captain: 'Kapitán',
  captainMark: '(C)',
  goalkeeper: 'brankář',
  goals: (count: number) => czechPlural(count, ['gól', 'góly', 'gólů']),
} as const;
