/**
 * What a public page's failed data load tells its error boundary. A server error reaches the
 * browser without its message in production, but Next keeps an error's own `digest`, so the failure
 * travels there: it is made on the server (src/lib/public-load-error.ts) from the feature's words
 * and the database fallback's texts only, never from the error's own text (no SQL, no stack).
 * No imports: this is part of every public page's error boundary (first-load JavaScript budget).
 */
export interface PublicLoadFailure {
  /** The feature's words for the load that failed ('Chyba při načítání aktivní sezóny'); none where it has none. */
  message?: string;
  /** The database refused the anonymous read; the boundary offers the login instead of a retry. */
  limitedAccess?: { title: string; message: string };
}

/** Distinct from Next's own digests (NEXT_REDIRECT, NEXT_HTTP_ERROR_FALLBACK;404, DYNAMIC_SERVER_USAGE …). */
const DIGEST_PREFIX = 'CLUB_PUBLIC_LOAD_FAILURE;';

export function publicLoadFailureDigest(failure: PublicLoadFailure): string {
  return `${DIGEST_PREFIX}${JSON.stringify(failure)}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isLimitedAccess(value: unknown): value is PublicLoadFailure['limitedAccess'] {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    isString(value.title) &&
    'message' in value &&
    isString(value.message)
  );
}

/** The failure a digest carries; null for any other error (a render error, or one of Next's own). */
export function publicLoadFailureOf(digest: string | undefined): PublicLoadFailure | null {
  if (!digest?.startsWith(DIGEST_PREFIX)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(digest.slice(DIGEST_PREFIX.length));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const message = 'message' in parsed && isString(parsed.message) ? parsed.message : undefined;
  const limitedAccess = 'limitedAccess' in parsed && isLimitedAccess(parsed.limitedAccess) ? parsed.limitedAccess : undefined;
  return { ...(message ? { message } : {}), ...(limitedAccess ? { limitedAccess } : {}) };
}
