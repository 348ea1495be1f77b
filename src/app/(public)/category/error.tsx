'use client';

import { RenderError } from '@/components/render-error';
import { categoryMessages } from '@/features/categories/messages';

/** Spec §8: the categories failed to load. */
export default function CategoryError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} loadError={categoryMessages.loadError} />;
}
