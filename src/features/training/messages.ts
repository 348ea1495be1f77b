import { czechPlural } from '@/lib/format';

/** Czech texts of training sessions and attendance. */

/** An attendance record's status, as the coach taps it at the pitch. */
export const ATTENDANCE_STATUSES = {
  present: 'přítomen',
  absent: 'nepřítomen',
  excused: 'omluven',
  late: 'pozdě',
} as const;
export type AttendanceStatus = keyof typeof ATTENDANCE_STATUSES;
/** The order of the buttons on a member's row. */
export const ATTENDANCE_STATUS_ORDER: readonly AttendanceStatus[] = ['present', 'late', 'excused', 'absent'];

/** A training session's status. */
export const SESSION_STATUSES = {
  planned: 'Plánován',
  done: 'Proběhl',
  cancelled: 'Zrušen',
} as const;
export type SessionStatus = keyof typeof SESSION_STATUSES;

export const TRENDS = {
  improving: 'Zlepšuje se',
  declining: 'Zhoršuje se',
  stable: 'Stabilní',
} as const;

/** ISO weekday (1 = Monday) and its short Czech name. */
export const WEEKDAYS: readonly (readonly [number, string])[] = [
  [1, 'Po'],
  [2, 'Út'],
  [3, 'St'],
  [4, 'Čt'],
  [5, 'Pá'],
  [6, 'So'],
  [7, 'Ne'],
];

export const trainingMessages = {
  pageTitle: 'Docházka',
  category: 'Kategorie',
  season: 'Sezóna',
  noCategories: 'Nemáte přiřazené žádné kategorie',
  noSeason: 'Není vybrána žádná sezóna',
  loading: 'Načítání tréninků…',
  loadError: 'Chyba při načítání tréninků',
  sessionsTab: 'Tréninky',
  summaryTab: 'Přehled docházky',
  noSessions: 'V této sezóně zatím nejsou žádné tréninky. Přidejte trénink nebo vygenerujte sérii.',
  upcoming: 'Nadcházející',
  past: 'Minulé',
  addSession: 'Přidat trénink',
  generateSeries: 'Generovat sérii',
  newSession: 'Nový trénink',
  editSession: 'Upravit trénink',
  title: 'Název',
  description: 'Popis',
  date: 'Datum',
  time: 'Čas',
  location: 'Místo',
  takeAttendance: 'Docházka',
  edit: 'Upravit',
  cancel: 'Zrušit trénink',
  delete: 'Smazat',
  reasonLabel: 'Důvod zrušení (nepovinné)',
  cancelConfirm: (title: string, date: string) =>
    `Opravdu chcete zrušit trénink ${title} (${date})? Docházka všech členů se nastaví na nepřítomen.`,
  cancelledReason: (reason: string) => `Důvod: ${reason}`,
  deleteTitle: 'Smazat trénink',
  deleteConfirm: (title: string, date: string) => `Opravdu chcete smazat trénink ${title} (${date})? Tato akce je nevratná.`,
  created: 'Trénink byl úspěšně přidán',
  updated: 'Trénink byl úspěšně aktualizován',
  cancelled: 'Trénink byl zrušen',
  deleted: 'Trénink byl úspěšně smazán',
  markedDone: 'Trénink byl označen jako proběhlý',
  saveError: 'Chyba při ukládání tréninku',
  cancelError: 'Chyba při rušení tréninku',
  deleteError: 'Chyba při mazání tréninku',
  // Series
  seriesTitle: 'Generovat sérii tréninků',
  dateFrom: 'Od',
  dateTo: 'Do',
  weekdays: 'Dny v týdnu',
  seriesPreview: (count: number) => `Vytvoří se: ${czechPlural(count, ['trénink', 'tréninky', 'tréninků'])}`,
  seriesSubmit: 'Vygenerovat',
  seriesCreated: (count: number) => `Série byla vytvořena (${count})`,
  seriesError: 'Chyba při generování tréninků',
  // Validation
  titleRequired: 'Název tréninku je povinný',
  dateRequired: 'Datum je povinné',
  dateInvalid: 'Neplatné datum',
  timeInvalid: 'Neplatný čas',
  dateToBeforeFrom: 'Datum konce musí být po datu začátku',
  seriesTooLong: 'Série může trvat nejvýše jeden rok',
  weekdaysRequired: 'Vyberte alespoň jeden den v týdnu',
  tooLong: (max: number) => `Nejvýše ${max} znaků`,
} as const;

export const attendanceMessages = {
  heading: (title: string, date: string) => `Docházka: ${title}, ${date}`,
  close: 'Zavřít docházku',
  loading: 'Načítání docházky…',
  noMembers: 'V této kategorii nejsou žádní členové',
  notRecorded: 'nezapsáno',
  // A member of another category whose name is not public: the summary counts them, unnamed.
  unknownMember: 'Neznámý člen',
  recordedCount: (recorded: number, total: number) => `Zapsáno ${recorded} z ${total}`,
  cancelledNotice: 'Trénink je zrušen: docházka všech členů je nepřítomen.',
  markDone: 'Označit jako proběhlý',
  // The members' answers beside the buttons, and the pre-fill from them.
  prefill: 'Předvyplnit podle odpovědí',
  prefillNothing: 'Nikdo další neodpověděl „Přijdu“: není co předvyplnit.',
  prefilled: (count: number) => `Zapsáno jako přítomen: ${czechPlural(count, ['člen', 'členové', 'členů'])}`,
  overwriteTitle: 'Přepsat zapsanou docházku?',
  overwriteConfirm: (names: string) =>
    `Tito členové odpověděli „Přijdu“, ale docházku už mají zapsanou jinak: ${names}. Přepsat jejich záznam na „přítomen“?`,
  overwrite: 'Přepsat na přítomen',
  answersLoadError: 'Odpovědi členů se nepodařilo načíst',
  // 23505, 42501 and anything else while recording.
  duplicate: 'Člen již má zaznamenanou docházku na tento trénink.',
  permissionDenied: 'Nemáte oprávnění k zaznamenání docházky. Kontaktujte administrátora.',
  recordError: 'Chyba při zaznamenávání docházky',
  // Summary
  summaryLoading: 'Načítání přehledu…',
  summaryError: 'Chyba při načítání přehledu docházky',
  summaryEmpty: 'Žádní členové ani záznamy docházky v této sezóně',
  member: 'Člen',
  percentage: 'Docházka',
  records: 'Záznamy',
  trend: 'Trend',
  lastTen: 'Posledních 10 tréninků',
  noRecords: 'bez záznamů',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  exportError: 'Export se nepodařil',
  exportSheetName: 'Docházka',
  chartLabel: (name: string, previous: string, latest: string) =>
    `${name}: posledních 10 tréninků; přítomnost předchozích pěti ${previous}, posledních pěti ${latest}`,
} as const;

/** The CSV export's header. */
export const attendanceCsvHeader = ['Příjmení', 'Jméno', 'Přítomen', 'Pozdě', 'Omluven', 'Nepřítomen', 'Celkem', 'Docházka %', 'Trend'] as const;
