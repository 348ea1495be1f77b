import { isMissingReference, type ClassifiedError } from '@/lib/errors';

/** Refusals of the caller's input besides class 22: not null, check, and our functions' RAISE. */
const INPUT_CODES = new Set(['23502', '23514', 'P0001']);

/**
 * The status of a route's answer to a thrown error: a 4xx wherever the caller's input or rights
 * are the cause (as PostgREST maps the same SQLSTATEs: class 22 and check violations 400, unique
 * and foreign key conflicts 409), a 500 only for a fault of the server.
 */
export function errorStatus(error: unknown, classified: ClassifiedError): number {
  if (classified.kind === 'validation') return 400;
  const { code } = classified;
  if (code === undefined) return 500;
  if (code === '42501') return 403;
  if (code === 'PGRST116' || code === 'PT404' || code === 'P0002') return 404;
  if (code === '23505') return 409;
  if (code === '23503') return isMissingReference(error) ? 400 : 409;
  if (code.startsWith('22') || INPUT_CODES.has(code) || /^PGRST1\d\d$/.test(code)) return 400;
  return 500;
}
