import 'server-only';
import { defineHandler } from '@/lib/api/define-handler';
import { HttpError } from '@/lib/api/http-error';
import { callerAddress, RequestBudget } from '@/lib/api/request-budget';
import { commonMessages } from '@/lib/messages';
import { createLoginLog } from '../api';
import { ZLoginLogInput } from '../schema';

/**
 * One sign-in writes one line, so 20 a minute from one address is far above any person (a club
 * behind one router included); the route as a whole takes 300 a minute, so forged
 * X-Forwarded-For addresses cannot flood the log either.
 */
export const LOG_LOGIN_PER_ADDRESS_PER_MINUTE = 20;
export const LOG_LOGIN_PER_MINUTE = 300;
const perAddress = new RequestBudget(LOG_LOGIN_PER_ADDRESS_PER_MINUTE, 60_000);
const overall = new RequestBudget(LOG_LOGIN_PER_MINUTE, 60_000);

/**
 * POST /api/log-login. Open to anonymous callers (failed sign-ins have no session); it only
 * ever appends a validated row, written with the service role because no API role may insert into
 * login_logs directly.
 */
export const handleLogLogin = defineHandler({
  access: 'anon',
  body: ZLoginLogInput,
  status: 201,
  run: async ({ request, service, body }) => {
    const ip = callerAddress(request);
    if (!perAddress.spend(ip ?? 'unknown') || !overall.spend('route')) throw new HttpError(429, commonMessages.tooManyRequests);
    await createLoginLog(service(), body, ip);
    return null;
  },
});
