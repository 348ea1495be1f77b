/** Shared Czech words of the whole app; domain texts live in each feature's messages.ts. */
export const toastTitles = {
  success: 'Úspěch',
  error: 'Chyba',
  warning: 'Upozornění',
} as const;

export const commonMessages = {
  unknownError: 'Neznámá chyba',
  networkError: 'Problém s připojením. Zkuste to znovu.',
  permissionDenied: 'Nemáte oprávnění k této akci.',
  duplicate: 'Záznam již existuje.',
  referenced: 'Záznam je používán jinde a nelze jej změnit ani smazat.',
  missingReference: 'Odkazovaný záznam neexistuje.',
  textTooLong: 'Text je příliš dlouhý.',
  invalidCharacter: 'Text obsahuje nepovolený znak.',
  invalidInput: 'Neplatný vstup.',
  bodyTooLarge: 'Požadavek je příliš velký.',
  crossSiteRequest: 'Požadavek z jiného webu byl odmítnut.',
  notFound: 'Záznam nebyl nalezen.',
  tooManyRequests: 'Příliš mnoho požadavků. Zkuste to prosím později.',
  userNotAuthenticated: 'User not authenticated',
} as const;
