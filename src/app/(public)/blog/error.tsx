'use client';

import { RenderError } from '@/components/render-error';
import { blogMessages } from '@/features/blog/messages';

/** Spec §8: the posts failed to load. */
export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} loadError={blogMessages.loadError} />;
}
