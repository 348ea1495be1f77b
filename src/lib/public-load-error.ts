import 'server-only';
import { databaseFallback } from './database-fallback';
import { publicLoadFailureDigest, type PublicLoadFailure } from './public-load-failure';

/** The feature's words for a failed load: fixed, or chosen by what the error was. */
export type LoadErrorMessage = string | ((error: unknown) => string);

/**
 * A public read's failure on its way to the page's error boundary. The digest carries what the
 * visitor may see (src/lib/public-load-failure.ts); the original error stays on the server as the
 * cause, which Next logs with it.
 */
export class PublicLoadError extends Error {
  readonly digest: string;

  constructor(
    readonly failure: PublicLoadFailure,
    cause: unknown,
  ) {
    super(failure.message ?? failure.limitedAccess?.title ?? 'Public data load failed', { cause });
    this.name = 'PublicLoadError';
    this.digest = publicLoadFailureDigest(failure);
  }
}

/** The error the read itself failed with, beneath the PublicLoadError that carries it. */
export function loadErrorCause(error: unknown): unknown {
  return error instanceof PublicLoadError ? error.cause : error;
}

/**
 * The failure of a public read, named by `loadError`. A page that loads something more specific
 * through a shared read (a post through all posts) names it again: the cause is classified anew.
 */
export function publicLoadError(error: unknown, loadError?: LoadErrorMessage): PublicLoadError {
  const cause = loadErrorCause(error);
  const message = typeof loadError === 'function' ? loadError(cause) : loadError;
  // Public reads are anonymous: the public client never carries a session (src/lib/supabase/public.ts).
  const fallback = databaseFallback(cause, 'data', false);
  const failure: PublicLoadFailure = {
    ...(message ? { message } : {}),
    ...(fallback.offerLogin ? { limitedAccess: { title: fallback.title, message: fallback.message } } : {}),
  };
  return new PublicLoadError(failure, cause);
}
