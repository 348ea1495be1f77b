/** Announcements to a category or the whole club: screen texts and messages. */
export const announcementMessages = {
  sent: 'Oznámení se odesílá',
  sendError: 'Oznámení se nepodařilo odeslat',
  loadError: 'Chyba při načítání oznámení',
  countError: 'Počet příjemců se nepodařilo zjistit',
  subjectRequired: 'Předmět oznámení je povinný',
  subjectTooLong: 'Předmět oznámení může mít nejvýše 150 znaků',
  bodyRequired: 'Text oznámení je povinný',
  bodyTooLong: 'Text oznámení může mít nejvýše 5000 znaků',
  audienceRequired: 'Vyberte, komu oznámení poslat',
  noRecipients: 'Oznámení by nedostal nikdo: žádný člen kategorie nemá propojený účet.',
} as const;

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

/** The audience value meaning every category (admins only). */
export const WHOLE_CLUB = 'club';

export const announcementTexts = {
  heading: 'Oznámení',
  intro: 'Zpráva e-mailem hráčům a rodičům s propojeným účtem, případně i trenérům.',
  audience: 'Komu',
  wholeClub: 'Celý klub',
  subject: 'Předmět',
  body: 'Text',
  includeStaff: 'Poslat i trenérům kategorie',
  includeStaffClub: 'Poslat i trenérům a administrátorům',
  send: 'Odeslat oznámení',
  confirmTitle: 'Odeslat oznámení?',
  confirm: 'Odeslat',
  confirmMessage: (recipients: string, audience: string) => `Oznámení dostane ${recipients} (${audience}). Odeslané oznámení už nejde vzít zpět.`,
  history: 'Odeslaná oznámení',
  empty: 'Zatím žádná oznámení.',
  noCategories: 'Nemáte přiřazenou žádnou kategorii, do které byste mohli psát.',
  progress: (sent: number, total: number) => `Odesláno ${sent} z ${total}`,
  failed: (count: number) => `nedoručeno ${count}`,
  recipientsToggle: 'Příjemci',
  recipientsLoading: 'Načítám příjemce…',
  statuses: { pending: 'čeká', sent: 'odesláno', failed: 'nedoručeno' },
  loading: 'Načítám oznámení…',
  author: (name: string) => `Napsal(a) ${name}`,
} as const;

export const recipientForms: [one: string, few: string, many: string] = ['příjemce', 'příjemci', 'příjemců'];
