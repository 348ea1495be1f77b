'use client';

import { useEffect } from 'react';
import { publicLoadFailureOf, type PublicLoadFailure } from '@/lib/public-load-failure';
import { buttonClasses } from './button-link';
import { LoginRequiredNotice } from './login-required-notice';

/** A stale deployment's missing chunk: a reload fetches the new one (after 1 s). */
const CHUNK_RELOAD_DELAY_MS = 1000;

function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

interface RenderErrorProps {
  error: Error & { digest?: string };
  /**
   * The segment's words for a failure that names no load, where the club has its own (e.g.
   * the blog's 'Nečekaná chyba při načítání článků'); otherwise it is 'Something went wrong'.
   */
  unexpectedError?: string;
}

/** The database refused the anonymous read; signing in may help, a retry would not. */
function LimitedAccess({ message, limitedAccess }: { message?: string; limitedAccess: NonNullable<PublicLoadFailure['limitedAccess']> }) {
  return (
    <>
      <h2 className="text-xl font-semibold">{message ?? limitedAccess.title}</h2>
      {message ? <p className="font-medium text-danger">{limitedAccess.title}</p> : null}
      <LoginRequiredNotice message={limitedAccess.message} />
    </>
  );
}

/**
 * A public read that failed says what failed (its digest, src/lib/public-load-failure.ts),
 * or offers the login when the database refused it; chunk-load errors reload; other
 * render errors offer 'Refresh Page'. Plain elements: HeroUI would join every public first load.
 */
export function RenderError({ error, unexpectedError }: RenderErrorProps) {
  const failure = publicLoadFailureOf(error.digest);
  const isChunkError = !failure && isChunkLoadError(error);
  useEffect(() => {
    console.error(error);
    if (!isChunkError) return;
    const timer = setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, isChunkError]);

  const message = failure ? failure.message : unexpectedError;
  return (
    <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 p-6 text-center">
      {failure?.limitedAccess ? (
        <LimitedAccess message={message} limitedAccess={failure.limitedAccess} />
      ) : (
        <>
          <h2 className="text-xl font-semibold">{message ?? 'Something went wrong'}</h2>
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            {message ? 'Zkusit znovu' : 'Refresh Page'}
          </button>
        </>
      )}
    </div>
  );
}
