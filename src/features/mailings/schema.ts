import { z } from 'zod';

export const reminderHoursMessages = {
  matchLabel: 'Připomínka před zápasem (hodin předem)',
  trainingLabel: 'Připomínka před tréninkem (hodin předem)',
  hint: 'E-mail dostanou ti, kdo ještě neodpověděli.',
  invalid: 'Zadejte celý počet hodin od 1 do 168',
  saved: 'Připomínky byly uloženy',
  saveError: 'Chyba při ukládání připomínek',
  loadError: 'Nastavení připomínek se nepodařilo načíst',
};

/** Whole hours 1–168 (a week) as typed into a field. */
const hours = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, reminderHoursMessages.invalid)
  .transform(Number)
  .pipe(z.number().int().min(1, reminderHoursMessages.invalid).max(168, reminderHoursMessages.invalid));

/** The coach's reminder hours of a category, as the settings dialog's fields hold them. */
export const ZReminderHoursForm = z.object({ matchHours: hours, trainingHours: hours });
export type TReminderHoursForm = z.input<typeof ZReminderHoursForm>;
