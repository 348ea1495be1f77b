import { NextResponse, type NextRequest } from 'next/server';
import { commonMessages } from '@/lib/messages';

/** Next's own limit of a server action's body (its default, which the app keeps). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** Deeper than any argument list of ours; React's decoder recurses once per level and overflows its stack. */
const MAX_DEPTH = 32;

/**
 * Strings of a plain argument list that start with `$`: React escapes a literal `$` as `$$` and
 * sends an argument left undefined as `$undefined`. Any other `$` string refers to a part of a
 * multipart body (a file, a form, a promise) or to a client value, which no action of ours takes.
 */
const PLAIN_DOLLAR_STRING = /^\$(\$|undefined$)/;

const refuse = (status: 400 | 403 | 413, error: string) => NextResponse.json({ error }, { status });

/**
 * A request Next's action handler takes up as a possible server action: a POST to a page (not a
 * route handler) with the Next-Action header (the client's call), or a form body (a form without
 * script). Next answers a cross-site one, or one whose body React cannot decode, with a 500.
 */
export function isServerActionRequest(request: NextRequest): boolean {
  if (request.method !== 'POST' || request.nextUrl.pathname.startsWith('/api/')) return false;
  return request.headers.has('next-action') || isFormBody(request);
}

const isFormBody = (request: NextRequest) => request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * Next's own CSRF rule: a request that names its origin must come from the host it was sent to
 * (the proxy's X-Forwarded-Host or the Host header). Without an Origin it is no browser's
 * cross-site request, and Next lets it through too.
 */
function isCrossSite(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return originHost === '' || (originHost !== forwardedHost && originHost !== request.headers.get('host'));
}

/**
 * Whether a body is what our client sends to an action: the arguments as one JSON array of plain
 * values (strings, numbers, booleans, null, arrays and objects of them). Walked with a list, not
 * recursion, so a body nested thousands of levels deep is refused rather than overflowing.
 */
function isPlainArgumentList(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (!Array.isArray(parsed)) return false;
  const pending: { value: unknown; depth: number }[] = [{ value: parsed, depth: 1 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string' && value.startsWith('$') && !PLAIN_DOLLAR_STRING.test(value)) return false;
    if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return false;
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return true;
}

/**
 * The refusal of a server-action request our own pages never send, before it reaches Next's
 * action handler (which would answer it with a 500): 403 from another site, 413 over Next's body
 * limit, 400 for a form post (the app's forms call their actions from script) or a body that is
 * not a plain argument list. Null for a request that may go on. An unknown action id with a plain
 * body goes on: Next itself answers it with 400 or 409.
 */
export async function refuseMalformedServerAction(request: NextRequest): Promise<NextResponse | null> {
  if (isCrossSite(request)) return refuse(403, commonMessages.crossSiteRequest);
  if (Number(request.headers.get('content-length')) > ACTION_BODY_LIMIT) return refuse(413, commonMessages.bodyTooLarge);
  if (isFormBody(request)) return refuse(400, commonMessages.invalidInput);
  const body = await request.text();
  if (new TextEncoder().encode(body).length > ACTION_BODY_LIMIT) return refuse(413, commonMessages.bodyTooLarge);
  return isPlainArgumentList(body) ? null : refuse(400, commonMessages.invalidInput);
}
