import { czechPlural } from '@/lib/format';

/** Czech texts of the coach statistics and the opponent analysis. */
export const statisticsTexts = {
  title: 'Statistiky',
  loading: 'Načítám statistiky…',
  noCategories: 'Nemáte přiřazené žádné kategorie',
  category: 'Kategorie',
  season: 'Sezóna',
  noCompletedMatches: 'V této sezóně kategorie zatím neodehrála žádný zápas.',
  skippedRows: (count: number) => `Statistiky vynechávají ${czechPlural(count, ['záznam', 'záznamy', 'záznamů'])}, které se nepodařilo načíst.`,
  players: 'Hráči',
  playersCaption: 'Statistiky hráčů z odehraných zápasů',
  columns: {
    player: 'Hráč',
    matches: 'Zápasy',
    goals: 'Góly',
    yellow: 'Žluté karty',
    red5: 'Červené 5 min',
    red10: 'Červené 10 min',
    redPersonal: 'Červené osobní',
    totalCards: 'Karty celkem',
  },
  columnsShort: { matches: 'Z', goals: 'G', yellow: 'ŽK', red5: 'ČK5', red10: 'ČK10', redPersonal: 'ČKO', totalCards: 'K' },
  topScorers: 'Nejlepší střelci',
  topYellow: 'Nejvíce žlutých karet',
  topRed: 'Nejvíce červených karet',
  emptyTop: 'Zatím nikdo',
  goalsUnit: (count: number) => czechPlural(count, ['gól', 'góly', 'gólů']),
  cardsUnit: (count: number) => czechPlural(count, ['karta', 'karty', 'karet']),
  teamRecord: 'Bilance týmu',
  wins: 'Výhry',
  draws: 'Remízy',
  losses: 'Prohry',
  score: 'Skóre',
  goalsPerMatch: 'Gólů na zápas',
  chartTitle: (team: string) => `Góly v zápasech sezóny – ${team}`,
  chartDescription: 'Sloupce ukazují vstřelené a obdržené góly v každém odehraném zápase, od nejstaršího.',
  chartTable: 'Góly po zápasech (tabulka)',
  scored: 'Vstřelené',
  conceded: 'Obdržené',
  date: 'Datum',
  opponent: 'Soupeř',
} as const;

export const opponentAnalysisTexts = {
  open: 'Analýza soupeře',
  title: 'Analýza soupeře',
  close: 'Zavřít',
  loading: 'Načítám analýzu…',
  headToHead: 'Vzájemné zápasy',
  noHeadToHead: 'Týmy se v této kategorii zatím nepotkaly.',
  form: 'Forma (posledních 15 zápasů)',
  noForm: 'Tým zatím neodehrál žádný zápas.',
  points: 'Body',
  goals: 'Góly',
  opponentScorers: 'Nejlepší střelci soupeře ze vzájemných zápasů',
  noOpponentScorers: 'Ze vzájemných zápasů nejsou soupiskové údaje soupeře.',
  matchNotFound: 'Zápas nebyl nalezen',
} as const;

/** W/D/L of team form, in Czech (výhra, remíza, prohra). */
export const formOutcomeTexts = {
  W: { short: 'V', label: 'Výhra' },
  D: { short: 'R', label: 'Remíza' },
  L: { short: 'P', label: 'Prohra' },
} as const;
