import { attendanceMessages } from './messages';

/**
 * A failed attendance save in the coach's words. 23505 is the one-record-per-member
 * rule, 42501 a session outside the coach's categories (RLS); anything else the general message.
 */
export function attendanceErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === '23505') return attendanceMessages.duplicate;
  if (code === '42501') return attendanceMessages.permissionDenied;
  return attendanceMessages.recordError;
}
