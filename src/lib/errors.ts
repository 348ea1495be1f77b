import { ZodError } from 'zod';
import { ApiError } from './api/fetch-json';
import { commonMessages } from './messages';

/**
 * One place that turns any error — PostgREST/Postgres ({code, message}), a network failure,
 * a zod validation error or anything thrown — into a kind and a Czech message for toasts and
 * error screens.
 */
export type ErrorKind = 'validation' | 'database' | 'network' | 'unknown';

export interface ClassifiedError {
  kind: ErrorKind;
  message: string;
  /** SQLSTATE or PGRST code when the database answered. */
  code?: string;
}

/** Messages of the lineup and form rules are validation errors. */
const VALIDATION_MARKERS = ['Musí být alespoň', 'Nemůže být více než', 'Celkem musí být', 'brankář', 'hráč', 'trenér'];
const NETWORK_MARKERS = ['network', 'timeout', 'fetch', 'connection'];
const DATABASE_MARKERS = ['duplicate key', 'constraint', 'foreign key'];

interface CodedError {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  status?: unknown;
}

function asCoded(error: unknown): CodedError | null {
  return typeof error === 'object' && error !== null ? error : null;
}

/**
 * A foreign key refused because the referenced row does not exist (an insert or update naming a
 * missing row: the caller's input) — not because other rows still reference this one (a conflict).
 */
export function isMissingReference(error: unknown): boolean {
  const coded = asCoded(error);
  if (coded?.code !== '23503') return false;
  const text = `${typeof coded.message === 'string' ? coded.message : ''} ${typeof coded.details === 'string' ? coded.details : ''}`;
  return text.includes('is not present') || text.startsWith('insert or update');
}

/** Czech text for the database answers a user can cause; raw messages stay out of the UI. */
function databaseMessage(error: unknown, code: string, message: string): string {
  switch (code) {
    case '23505':
      return commonMessages.duplicate;
    case '23503':
      return isMissingReference(error) ? commonMessages.missingReference : commonMessages.referenced;
    case '42501':
      return commonMessages.permissionDenied;
    case 'PGRST116':
      return commonMessages.notFound;
    case '22001':
      return commonMessages.textTooLong;
    // A NUL byte (22P05) or a character the database encoding cannot hold (22021), e.g. a lone surrogate.
    case '22P05':
    case '22021':
      return commonMessages.invalidCharacter;
    case '23502':
    case '23514':
      return commonMessages.invalidInput;
    // RAISE EXCEPTION in our functions carries the user-facing Czech text itself: P0001 (refusal),
    // PT404 or P0002 (not found; PT404 is the one PostgREST answers with 404) and 22023 (bad argument).
    case 'P0001':
    case 'PT404':
    case 'P0002':
    case '22023':
      return message;
    default:
      // The rest of class 22 (bad data: 22P02 invalid syntax, 22003 out of range, 22007 bad date …)
      // and PostgREST's request errors (PGRST1xx) are the caller's input too.
      return code.startsWith('22') || /^PGRST1\d\d$/.test(code) ? commonMessages.invalidInput : commonMessages.unknownError;
  }
}

export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof ZodError) {
    return { kind: 'validation', message: error.issues[0]?.message ?? commonMessages.invalidInput };
  }
  // Our own /api routes already answer in Czech: 400 is bad input, anything else the server's.
  if (error instanceof ApiError) return { kind: error.status === 400 ? 'validation' : 'database', message: error.message };
  const coded = asCoded(error);
  const message = typeof coded?.message === 'string' ? coded.message : typeof error === 'string' ? error : '';
  const code = typeof coded?.code === 'string' ? coded.code : undefined;

  if (VALIDATION_MARKERS.some((marker) => message.includes(marker))) return { kind: 'validation', message, code };
  if (code && (/^[0-9A-Z]{5}$/.test(code) || code.startsWith('PGRST'))) {
    return { kind: 'database', message: databaseMessage(error, code, message), code };
  }
  const lower = message.toLowerCase();
  if (error instanceof TypeError || NETWORK_MARKERS.some((marker) => lower.includes(marker))) {
    return { kind: 'network', message: commonMessages.networkError };
  }
  if (DATABASE_MARKERS.some((marker) => lower.includes(marker))) {
    return { kind: 'database', message: commonMessages.unknownError };
  }
  return { kind: 'unknown', message: commonMessages.unknownError };
}

const PERMANENT_STATUSES = new Set([400, 401, 403, 404, 406, 409]);
const PERMANENT_CODES = new Set(['42501', '23505', '23503', '23514', 'PGRST116', 'P0001', 'PT404', 'P0002', '22023']);

/** Errors a retry cannot fix (retries are for transient failures only). */
export function isPermanentError(error: unknown): boolean {
  const coded = asCoded(error);
  if (typeof coded?.status === 'number' && PERMANENT_STATUSES.has(coded.status)) return true;
  if (typeof coded?.code === 'string' && PERMANENT_CODES.has(coded.code)) return true;
  return classifyError(error).kind === 'validation';
}
