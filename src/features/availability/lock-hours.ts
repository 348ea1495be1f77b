/** Whole hours 0–168, as the database's check allows; null for anything else. */
export function parseLockHours(value: string): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const hours = Number(value.trim());
  return hours <= 168 ? hours : null;
}
