/** Czech texts of the coach dashboard's shortcuts. */
export const coachDashboardTexts = {
  todayTraining: 'Dnešní trénink',
  nextTraining: 'Nejbližší trénink',
  noTraining: 'Žádný naplánovaný trénink',
  openAttendance: 'Zapsat docházku',
  nextLineup: 'Sestava k vyplnění',
  noLineupToFill: 'Všechny nadcházející zápasy mají sestavu',
  openLineup: 'Vyplnit sestavu',
  statistics: 'Statistiky',
  statisticsDetail: 'Střelci, karty a bilance týmu v sezóně',
  openStatistics: 'Otevřít statistiky',
  loading: 'Načítám…',
  loadError: 'Nepodařilo se načíst',
  shortcuts: 'Co mě čeká',
} as const;
