/** Czech texts of the club's configuration screen. */
export const clubConfigMessages = {
  saved: 'Nastavení klubu bylo uloženo',
  saveError: 'Chyba při ukládání nastavení klubu',
} as const;

export const clubConfigTexts = {
  security: 'Zabezpečení',
  requireAdminMfa: 'Vyžadovat dvoufázové ověření pro administrátory',
  requireAdminMfaHelp:
    'Administrátor se pak do administrace dostane jen s kódem z aplikace pro ověřování; kdo ho ještě nemá nastavený, nastaví si ho při příštím vstupu. Zapnout to můžete jen tehdy, když jste se sami přihlásili s kódem.',
} as const;

/** The club's name wherever it is shown before an admin has filled in the club's configuration. */
export const FALLBACK_CLUB_NAME = 'Oddíl národní házené';
