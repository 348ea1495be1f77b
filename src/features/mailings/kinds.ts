/** The kinds of mail the club sends; each account switches each one off on its own. */
export const MAIL_KINDS = ['reminder', 'announcement', 'change'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** "Nechci dostávat …" in every mail's footer, and the preference's label. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  reminder: 'připomínky před tréninky a zápasy',
  announcement: 'oznámení trenérů a klubu',
  change: 'zprávy o zrušených a přesunutých akcích',
};

export function isMailKind(value: unknown): value is MailKind {
  return typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);
}

export const ANSWERS = ['yes', 'no', 'maybe'] as const;
export type Answer = (typeof ANSWERS)[number];

export const ANSWER_LABELS: Record<Answer, string> = { yes: 'Přijdu', no: 'Nepřijdu', maybe: 'Možná' };

export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'string' && (ANSWERS as readonly string[]).includes(value);
}
