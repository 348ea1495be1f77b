'use client';

import { RenderError } from '@/components/render-error';
import { blogMessages } from '@/features/blog/messages';

/** The posts' failed load names itself; any other failure here is an unexpected one. */
export default function BlogError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} unexpectedError={blogMessages.unexpectedLoadError} />;
}
