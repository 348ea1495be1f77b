/** Czech texts of sign-in, sign-out and access, word for word. */
export const logoutMessages = {
  success: 'Úspěšně odhlášen. Přesměrovávám...',
  network: 'Problém s připojením. Zkuste to znovu.',
  auth: 'Problém s autentizací. Zkuste obnovit stránku.',
  other: 'Chyba při odhlašování.',
  retryHint: 'Klikněte na "Odhlásit" pro opakování pokusu.',
  dialogTitle: 'Chyba při odhlašování',
  retry: 'Zkusit znovu',
  cancel: 'Zrušit',
} as const;

export const accessMessages = {
  deniedTitle: 'Přístup zamítnut',
  coachPortalDenied: 'Nemáte oprávnění pro přístup do trenérského portálu',
  signIn: 'Přihlásit se',
  backHome: 'Zpět na hlavní stránku',
} as const;

export const loginMessages = {
  title: 'Přihlášení do portálu',
  adminTab: 'Administrace',
  coachTab: 'Trenérský portál',
  email: 'E-mail',
  password: 'Heslo',
  submit: 'Přihlásit se',
  forgotPassword: 'Zapomenuté heslo?',
  emailRequired: 'E-mail je povinný',
  emailInvalid: 'Zadejte platný e-mail',
  passwordRequired: 'Heslo je povinné',
  invalidCredentials: 'Nesprávný e-mail nebo heslo.',
  noAdminAccess: 'Tento účet nemá přístup do administrace.',
  noCoachAccess: 'Nemáte oprávnění pro přístup do trenérského portálu',
  memberPortalQuestion: 'Hrajete za klub, nebo jste rodič hráče?',
  memberPortalLink: 'Přihlášení do členské sekce',
} as const;

export const passwordMessages = {
  resetTitle: 'Obnovení hesla',
  resetIntro: 'Zadejte e-mail svého účtu. Pošleme vám odkaz pro nastavení nového hesla.',
  resetSubmit: 'Odeslat odkaz',
  resetSent: 'Pokud účet s tímto e-mailem existuje, poslali jsme na něj odkaz pro nastavení hesla.',
  setTitle: 'Nastavení nového hesla',
  newPassword: 'Nové heslo',
  confirmPassword: 'Nové heslo znovu',
  setSubmit: 'Uložit heslo',
  passwordTooShort: 'Heslo musí mít alespoň 8 znaků',
  passwordsDiffer: 'Hesla se neshodují',
  passwordSaved: 'Heslo bylo změněno. Nyní se můžete přihlásit.',
  linkInvalid: 'Odkaz je neplatný nebo vypršel. Požádejte o nový.',
  backToLogin: 'Zpět na přihlášení',
} as const;

/** Auth's throttling (429); the club has no wording for it, so these say plainly what to do. */
export const throttleMessages = {
  tooManyRequests: 'Příliš mnoho pokusů. Zkuste to prosím znovu za několik minut.',
  tooManyEmails: 'E-mail jsme nedávno odeslali. Další si můžete vyžádat nejdříve za minutu.',
} as const;

export const blockedMessages = {
  title: 'Účet je zablokován',
  message: 'Váš účet byl zablokován administrátorem. Pokud jde o omyl, kontaktujte vedení oddílu.',
} as const;

export const errorPageMessages = {
  title: 'Něco se pokazilo',
  message: 'Požadavek se nepodařilo dokončit. Zkuste to prosím znovu.',
} as const;

/** Two-factor sign-in (TOTP): the code step of sign-in and the profile's enrolment. */
export const mfaMessages = {
  codeTitle: 'Ověřovací kód',
  codeIntro: 'Zadejte 6místný kód z aplikace pro ověřování ve vašem telefonu.',
  codeLabel: 'Kód z aplikace',
  codeFormat: 'Kód má 6 číslic.',
  verify: 'Ověřit',
  back: 'Zpět na přihlášení',
  wrongCode: 'Nesprávný kód. Zkuste to znovu.',
  expiredCode: 'Platnost kódu vypršela. Zadejte nový kód z aplikace.',
  needsAal2: 'Tuto změnu lze provést jen po přihlášení s ověřovacím kódem.',
  section: 'Dvoufázové ověření',
  enabled: 'Dvoufázové ověření je zapnuté: při přihlášení zadáváte kód z aplikace.',
  disabled: 'Přihlášení chrání jen heslo. Zapněte dvoufázové ověření kódem z aplikace v telefonu.',
  setUp: 'Zapnout dvoufázové ověření',
  scan: 'Naskenujte QR kód aplikací pro ověřování (např. Google Authenticator, Microsoft Authenticator), nebo do ní zadejte tajný klíč ručně. Pak opište kód, který aplikace ukáže.',
  qrAlt: 'QR kód pro aplikaci pro ověřování',
  secret: 'Tajný klíč',
  confirm: 'Potvrdit kód',
  cancel: 'Zrušit',
  enrolled: 'Dvoufázové ověření bylo zapnuto.',
  turnOff: 'Vypnout dvoufázové ověření',
  turnOffConfirm: 'Přihlášení pak bude chránit jen heslo. Dvoufázové ověření si můžete kdykoli zapnout znovu.',
  turnOffLabel: 'Vypnout',
  turnedOff: 'Dvoufázové ověření bylo vypnuto.',
  requiredTitle: 'Dvoufázové ověření je povinné',
  requiredIntro:
    'Klub vyžaduje, aby se administrátoři přihlašovali kódem z aplikace v telefonu. Než budete pokračovat do administrace, nastavte si ho.',
  signOut: 'Odhlásit se',
} as const;
