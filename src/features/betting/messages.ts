/**
 * Czech texts of the betting game (docs/club-rules.md#betting). English sentences the game
 * always had stay English, word for word.
 */
export const bettingLoginMessages = {
  title: 'Sázková hra',
  subtitle: 'Tipujte zápasy TJ Sokol Svinov s virtuálními žetony',
  email: 'E-mail',
  password: 'Heslo',
  submit: 'Přihlásit se',
  register: 'Registrovat se',
  registerAlert: 'Sign up functionality coming soon!',
  emailRequired: 'E-mail je povinný',
  passwordRequired: 'Heslo je povinné',
  missingFields: 'Vyplňte e-mail i heslo.',
  failed: 'Přihlášení se nezdařilo. Zkontrolujte e-mail a heslo.',
  unexpected: 'Při přihlašování došlo k neočekávané chybě.',
  success: 'Přihlášení proběhlo úspěšně. Přesměrovávám…',
  staffLogin: 'Přihlášení pro trenéry a administrátory',
} as const;

export const bettingFeatureBlocks = [
  { key: 'live', title: 'Sázky na zápasy', text: 'Kurzy na nadcházející zápasy oddílu: výsledek 1X2 i dvojitá šance.' },
  { key: 'leaderboard', title: 'Žebříček', text: 'Porovnejte se s ostatními fanoušky za den, týden, měsíc, sezónu i celkově.' },
  { key: 'currency', title: 'Virtuální měna', text: 'Na začátku dostanete 1000 žetonů (ŽET) a sázíte jen jimi.' },
] as const;

export const responsibleGamingMessages = {
  title: 'Hrajeme zodpovědně',
  text: 'Sázková hra je jen pro zábavu. Žetony jsou virtuální: nelze je koupit ani vyplatit a nemají žádnou peněžní hodnotu.',
} as const;

export const bettingNavMessages = {
  matches: 'Zápasy',
  history: 'Moje sázky',
  leaderboard: 'Žebříček',
  rules: 'Pravidla',
  logout: 'Odhlásit',
  logoutError: 'Chyba při odhlašování.',
  navigation: 'Navigace sázkové hry',
} as const;

export const matchCardMessages = {
  heading: 'Nadcházející zápasy',
  empty: 'Momentálně nejsou vypsané žádné zápasy k sázení.',
  loadError: 'Chyba při načítání zápasů',
  result: 'Výsledek zápasu',
  doubleChance: 'Dvojitá šance',
  closed: 'Sázky uzavřeny',
  recordsResult: 'Výsledek tohoto zápasu můžete zapsat, proto na něj nelze sázet.',
  noOdds: 'Kurzy zatím nejsou vypsány',
  oddsLabel: (pick: string, odds: string) => `${pick}, kurz ${odds}`,
} as const;

export const selectionLabels: Record<string, string> = {
  '1': 'Výhra domácích',
  X: 'Remíza',
  '2': 'Výhra hostů',
  '1X': 'Domácí nebo remíza',
  '12': 'Domácí nebo hosté',
  X2: 'Remíza nebo hosté',
};

export const betSlipMessages = {
  title: 'Tiket',
  empty: 'Tiket je prázdný. Vyberte kurz u zápasu.',
  remove: 'Odebrat tip',
  clear: 'Vyprázdnit tiket',
  stake: 'Vklad',
  single: 'Jednoduchá sázka',
  accumulator: 'Kombinovaná sázka (AKO)',
  totalOdds: 'Celkový kurz',
  potentialReturn: 'Možná výhra',
  place: 'Vsadit',
  placed: 'Sázka byla přijata.',
  placeError: 'Sázku se nepodařilo podat',
  accumulatorMinimum: 'Accumulator bets require at least 2 selections',
  stakeNotNumber: 'Vklad musí být číslo',
  stakeMinimum: 'Minimální vklad je 1',
  stakeDecimals: 'Vklad může mít nejvýše dvě desetinná místa',
  stakeOverBalance: 'Vklad je vyšší než zůstatek',
  oddsMissing: 'U každého tipu musí být uveden kurz',
  openSlip: 'Otevřít tiket',
  close: 'Zavřít',
} as const;

export const walletMessages = {
  title: 'Peněženka',
  balance: 'Zůstatek',
  totalWagered: 'Celkem vsazeno',
  totalWon: 'Celkem vyhráno',
  netProfit: 'Čistý zisk',
  loadError: 'Zůstatek se nepodařilo načíst',
} as const;

export const statisticsMessages = {
  title: 'Moje statistiky',
  bets: 'Sázky',
  winRate: 'Úspěšnost',
  roi: 'ROI',
  pending: (count: number) => `čeká na vyhodnocení: ${count}`,
  empty: 'Zatím jste nevsadili. Statistiky se ukážou po první sázce.',
  noneSettled: 'Úspěšnost a ROI se počítají z vyhodnocených sázek.',
  loadError: 'Statistiky se nepodařilo načíst',
} as const;

export const teamFormMessages = {
  title: 'Forma týmů (posledních 15 zápasů)',
  form: (team: string) => `Forma týmu ${team}`,
  summary: (points: number, played: number) => `${points} b. z ${played} z.`,
  record: (wins: number, draws: number, losses: number) => `${wins}V ${draws}R ${losses}P`,
  empty: 'bez odehraných zápasů',
  loadError: 'Formu se nepodařilo načíst',
} as const;

export const historyMessages = {
  heading: 'Moje sázky',
  tabs: { active: 'Aktivní', settled: 'Vyhodnocené', all: 'Všechny' },
  empty: 'Zatím tu nejsou žádné sázky.',
  loadError: 'Chyba při načítání sázek',
  stake: 'Vklad',
  odds: 'Kurz',
  potentialReturn: 'Možná výhra',
  payout: 'Výplata',
  placedAt: 'Podáno',
  status: { PENDING: 'Čeká', WON: 'Výhra', LOST: 'Prohra', VOID: 'Zrušeno' },
  structure: { SINGLE: 'Jednoduchá', ACCUMULATOR: 'Kombinovaná' },
} as const;

export const leaderboardMessages = {
  heading: 'Žebříček',
  periods: { DAILY: 'Dnes', WEEKLY: 'Týden', MONTHLY: 'Měsíc', SEASON: 'Sezóna', ALL_TIME: 'Celkově' },
  empty: 'V tomto období zatím nikdo nemá vyhodnocenou sázku.',
  loadError: 'Chyba při načítání žebříčku',
  rank: 'Pořadí',
  bettor: 'Sázkař',
  bets: 'Sázky',
  winRate: 'Úspěšnost',
  roi: 'ROI',
  netProfit: 'Zisk',
  you: 'Vy',
  yourRank: (rank: number, total: number) => `Jste ${rank}. z ${total}`,
  percentile: (value: string) => `percentil ${value}`,
  rankChange: (change: number) => (change > 0 ? `▲ o ${change} od včera` : change < 0 ? `▼ o ${-change} od včera` : 'beze změny od včera'),
  unranked: 'V tomto období ještě nejste v žebříčku: počítají se jen vyhodnocené sázky.',
} as const;

export const rulesMessages = {
  heading: 'Pravidla sázkové hry',
  sections: [
    {
      title: 'Kurzy',
      text: 'Kurzy vypisuje databáze podle formy obou týmů v posledních 15 zápasech (výhra 2 body, remíza 1 bod), s mírnou výhodou domácího prostředí. Remíza je v národní házené vzácná, zhruba jeden zápas ze šesti; čím vyrovnanější soupeři, tím je pravděpodobnější a tím nižší má kurz. Na každém kurzu je malá marže. Na zápasy dvou týmů Svinova (např. Svinov A – Svinov B) se nesází.',
    },
    {
      title: 'Tiket',
      text: 'Jeden tip je jednoduchá sázka, více tipů (každý na jiný zápas) tvoří kombinovanou sázku, jejíž kurz je součinem kurzů jednotlivých tipů. Vklad je nejméně 1 žeton a nejvýše váš zůstatek. Sázet lze jen do výkopu zápasu. Sázka platí za kurz, který vidíte na tiketu: změní-li se mezitím, sázka se nepřijme, tiket ukáže nové kurzy a můžete vsadit znovu.',
    },
    {
      title: 'Vyhodnocení',
      text: 'Jakmile je zapsán výsledek zápasu, tipy na něj se vyhodnotí automaticky. Výhra se připíše jako vklad × kurz. Kombinovaná sázka vyhrává, jen když vyjdou všechny tipy; jeden neúspěšný tip ji prohrává.',
    },
    {
      title: 'Zrušené sázky',
      text: 'Skončí-li zápas bez zapsaného skóre, tip na něj se ruší a z kombinované sázky vypadne (její kurz se přepočítá bez něj). Jsou-li zrušeny všechny tipy, vklad se vrací.',
    },
  ],
} as const;

export const loadingMessage = 'Načítání…';
