import 'server-only';
import { defineHandler } from '@/lib/api/define-handler';
import { createLoginLog } from '../api';
import { ZLoginLogInput } from '../schema';

/**
 * Spec §7 POST /api/log-login. Open to anonymous callers (failed sign-ins have no session); it only
 * ever appends a validated row, written with the service role because no API role may insert into
 * login_logs directly.
 */
export const handleLogLogin = defineHandler({
  access: 'anon',
  body: ZLoginLogInput,
  status: 201,
  run: async ({ request, service, body }) => {
    const ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null;
    await createLoginLog(service(), body, ip);
    return null;
  },
});
