'use client';

import { RenderError } from '@/components/render-error';

export default function CoachesError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} />;
}
