import { calendarFeedResponse } from '@/features/availability/server/calendar-feed';
import { getSupabasePublicClient } from '@/lib/supabase/public';

/** A member account's private calendar feed (text/calendar); calendar apps fetch it without a session. */
export async function GET(_request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await context.params;
  return calendarFeedResponse(getSupabasePublicClient(), token);
}
