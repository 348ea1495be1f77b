'use client';

import { RenderError } from '@/components/render-error';

export default function BettingError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} />;
}
