'use client';

import { RenderError } from '@/components/render-error';
import { blogMessages } from '@/features/blog/messages';

/** The post's failed load names itself; any other failure here is an unexpected one. */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  return <RenderError error={error} unexpectedError={blogMessages.unexpectedPostError} />;
}
