import { createLoginLog } from '@/features/login-logs/api';
import { ZLoginLogInput } from '@/features/login-logs/schema';
import { failFromError, ok, parseJsonBody } from '@/lib/api/route-handler';
import { getSupabaseAdminClient } from '@/lib/supabase/admin';

/**
 * Spec §7: POST /api/log-login. Open to anonymous callers (failed sign-ins have no session);
 * it only ever appends a validated row, written with the service role because no API role
 * may insert into login_logs directly.
 */
export async function POST(request: Request) {
  const input = await parseJsonBody(request, ZLoginLogInput);
  if ('response' in input) return input.response;
  try {
    const ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
    await createLoginLog(getSupabaseAdminClient(), input.data, ip);
    return ok(null, 201);
  } catch (error) {
    return failFromError(error);
  }
}
