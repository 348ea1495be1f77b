'use client';

import { RenderError } from '@/components/render-error';
import { blogMessages } from '@/features/blog/messages';

/** Spec §8: the post failed to load. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} loadError={blogMessages.unexpectedPostError} />;
}
