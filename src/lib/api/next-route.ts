import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { getSupabaseAdminClient } from '@/lib/supabase/admin';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import type { Handler } from './define-handler';

interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Binds a handler to Next: the caller's session client, the service role on demand, and cache
 * revalidation with `expire: 0` (the next visitor waits for fresh data instead of getting the stale
 * page once). Tests call the same handler with their own clients and a recorder.
 */
export function nextRoute(handler: Handler) {
  return async (request: Request, context: RouteContext) =>
    handler(
      request,
      {
        caller: await getSupabaseServerClient(),
        service: getSupabaseAdminClient,
        revalidate: (tag) => {
          revalidateTag(tag, { expire: 0 });
          // A page first rendered on a visit (not by a revalidation) may not carry its data's tags,
          // so the cached public pages go too (by the root layout's path tag); saves are rare.
          revalidatePath('/', 'layout');
        },
      },
      await context.params,
    );
}
