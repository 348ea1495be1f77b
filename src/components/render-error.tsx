'use client';

import { useEffect } from 'react';
import { buttonClasses } from './button-link';

/** A stale deployment's missing chunk: a reload fetches the new one (spec §8: after 1 s). */
const CHUNK_RELOAD_DELAY_MS = 1000;

function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

interface RenderErrorProps {
  error: Error & { digest?: string };
  /**
   * The segment's own words when what failed is its data load (spec §8 catalogue, e.g. 'Chyba při
   * načítání zápasů'): a server page's error reaches the browser without its message, so the
   * boundary of the segment that loads says what it was loading.
   */
  loadError?: string;
}

/** Spec §8: chunk-load errors reload, other render errors offer 'Refresh Page'. */
export function RenderError({ error, loadError }: RenderErrorProps) {
  const isChunkError = isChunkLoadError(error);
  useEffect(() => {
    console.error(error);
    if (!isChunkError) return;
    const timer = setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [error, isChunkError]);

  return (
    <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h2 className="text-xl font-semibold">{loadError ?? 'Something went wrong'}</h2>
      <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
        {loadError ? 'Zkusit znovu' : 'Refresh Page'}
      </button>
    </div>
  );
}
