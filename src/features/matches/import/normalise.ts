/**
 * The form in which names from a paste are compared with names in the database: NFD with the
 * combining marks dropped, lower case, whitespace collapsed. Admins type 'Havirov' or 'MUŽI'
 * as often as 'Havířov' and 'Muži', and spreadsheets pad cells with (non-breaking) spaces;
 * none of that should make a row fail.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
