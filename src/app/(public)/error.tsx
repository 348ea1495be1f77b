'use client';

import { RenderError } from '@/components/render-error';

/** A public page's failed read says what failed (its digest); other errors 'Something went wrong'. */
export default function PublicError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} />;
}
