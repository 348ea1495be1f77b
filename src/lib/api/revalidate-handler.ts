import 'server-only';
import { ZRevalidateBody } from '@/lib/public-cache-tags';
import { defineHandler } from './define-handler';

/**
 * Admin and coach screens save straight to the database (RLS-checked); afterwards they call this so
 * the cached public pages show the change on the very next request.
 */
export const handleRevalidate = defineHandler({
  access: 'staff',
  body: ZRevalidateBody,
  run: ({ body, revalidate }) => {
    for (const tag of body.tags) revalidate(tag);
    return Promise.resolve({ revalidated: body.tags });
  },
});
