/**
 * A registration number someone else already has: the unique key of members or of external
 * players (23505 naming *_registration_number_key). The forms show it on the field, not as a toast.
 */
export function isDuplicateRegistration(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' && typeof message === 'string' && message.includes('registration_number_key');
}
