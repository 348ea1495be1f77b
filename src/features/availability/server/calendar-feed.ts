import 'server-only';
import { NextResponse } from 'next/server';
import type { Handler } from '@/lib/api/define-handler';
import { getClubConfig } from '@/features/club-config/api';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { siteUrl } from '@/lib/site-url';
import { buildCalendar } from '../ical';
import { availabilityMessages } from '../messages';

/** The tokens renew_calendar_feed makes: 64 hex digits. */
const TOKEN = /^[0-9a-f]{64}$/;

/**
 * GET /api/calendar/{token}: the account's feed as text/calendar, read with the anonymous client
 * (a calendar app has no session; the token is the credential). An unknown or replaced token gets
 * 404, so a subscribed app stops showing a revoked feed's events instead of keeping them.
 */
export async function calendarFeedResponse(client: TypedSupabaseClient, token: string, now = new Date()): Promise<NextResponse> {
  // Refused like every route, in JSON with the Czech message.
  const notFound = () => NextResponse.json({ error: availabilityMessages.calendarNotFound }, { status: 404 });
  if (!TOKEN.test(token)) return notFound();
  const { data: known, error: knownError } = await client.rpc('calendar_feed_exists', { p_token: token });
  if (knownError) throw knownError;
  if (!known) return notFound();
  const { data, error } = await client.rpc('get_calendar_feed', { p_token: token });
  if (error) throw error;
  const config = await getClubConfig(client);
  const body = buildCalendar(data, {
    name: availabilityMessages.calendarName(config?.club_name ?? 'Klub'),
    host: new URL(siteUrl()).hostname,
    now,
  });
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="kalendar.ics"',
      // Personal data behind a secret URL: no shared cache keeps it.
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The route's handler: the caller's client (a calendar app has no session, so anon) and the path's token. */
export const handleCalendarFeed: Handler = async (_request, deps, params) => {
  const token = params?.token;
  return calendarFeedResponse(deps.caller, typeof token === 'string' ? token : '');
};
