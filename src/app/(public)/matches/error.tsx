'use client';

import { RenderError } from '@/components/render-error';
import { matchMessages } from '@/features/matches/messages';

/** Spec §8: the matches failed to load. */
export default function MatchesError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} loadError={matchMessages.loadError} />;
}
