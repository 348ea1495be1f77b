/** Czech texts of the users administration. */
export const userMessages = {
  invalidPage: 'Stránka musí být celé číslo od 1',
  invalidLimit: 'Počet na stránku musí být celé číslo od 1 do 100',
  invalidEmail: 'Neplatný e-mail',
  invalidIncludeLogs: 'Parametr includeLogs musí být true nebo false',
  invalidUserId: 'Neplatné ID uživatele',
  invalidBlocked: 'Pole blocked musí být true nebo false',
  cannotBlockSelf: 'Nemůžete zablokovat sami sebe',
  userNotFound: 'Uživatel nebyl nalezen',
  rolesSaved: 'Role byly uloženy',
  blocked: 'Uživatel byl zablokován',
  unblocked: 'Uživatel byl odblokován',
  noUsers: 'Žádní uživatelé nebyli nalezeni',
  noLogs: 'Žádné záznamy o přihlášení',
  categoryRequiredForCoach: 'Trenér musí mít alespoň jednu kategorii',
} as const;
