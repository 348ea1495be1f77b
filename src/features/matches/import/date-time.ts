/**
 * The date and time cells of an import: 'd.m.yyyy' as Czech sheets write it (leading
 * zeros optional, spaces after the dots allowed: '5. 9. 2026'), or an ISO 'yyyy-mm-dd' as a
 * CSV export writes it; 'HH:MM' or 'H:MM' on a 24-hour clock. Anything else is refused rather
 * than guessed: '5.9.26' could be 1926 or 2026, and '31.2.2026' is no day at all.
 */
const CZECH_DATE = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

/** The day as 'yyyy-mm-dd', or null if the text is not one of the two forms or not a real calendar day. */
export function parseImportDate(value: string): string | null {
  const text = value.trim();
  const czech = CZECH_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  const parts = czech ? [czech[3], czech[2], czech[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  // Date.UTC rolls 31.2. over into March; comparing the parts back catches that.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The time as 'HH:MM' (hours 0–23, minutes 00–59), or null. */
export function parseImportTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const [, hours = '', minutes = ''] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}`;
}
