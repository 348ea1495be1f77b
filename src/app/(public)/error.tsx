'use client';

import { RenderError } from '@/components/render-error';

export default function PublicError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} />;
}
