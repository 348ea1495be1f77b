/** The blog's messages, exact. */
export const blogMessages = {
  noPosts: 'Žádné články nebyly nalezeny',
  notSetUp: 'Blog systém není ještě nastaven',
  loadError: 'Chyba při načítání článků',
  unexpectedLoadError: 'Nečekaná chyba při načítání článků',
  notFound: 'Článek nebyl nalezen',
  postLoadError: 'Chyba při načítání článku: ',
  unexpectedPostError: 'Neočekávaná chyba při načítání článku',
  sanitizerLoading: 'Načítám obsah…',
} as const;
