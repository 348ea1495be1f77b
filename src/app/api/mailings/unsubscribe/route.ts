import { UNSUBSCRIBE_PATH } from '@/features/mailings/links';
import { unsubscribeByToken } from '@/features/mailings/server/links';
import { getSupabasePublicClient } from '@/lib/supabase/public';

export const dynamic = 'force-dynamic';

/** A mail client's one-click unsubscribe (List-Unsubscribe-Post): POST with the link's token, no sign-in. */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const kind = await unsubscribeByToken(getSupabasePublicClient(), token);
  return kind ? new Response(null, { status: 204 }) : Response.json({ error: 'Neplatný odkaz' }, { status: 404 });
}

/** Opened in a browser instead: the page says what was switched off. */
export function GET(request: Request): Response {
  const url = new URL(request.url);
  return Response.redirect(new URL(`${UNSUBSCRIBE_PATH}${url.search}`, url.origin), 303);
}
