'use client';

import { RenderError } from '@/components/render-error';

/** Spec §8: a public page's failed read says what failed (its digest); other errors 'Something went wrong'. */
export default function PublicError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} />;
}
