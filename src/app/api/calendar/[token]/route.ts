import { handleCalendarFeed } from '@/features/availability/server/calendar-feed';
import { nextRoute } from '@/lib/api/next-route';

/** A member account's private calendar feed (text/calendar); calendar apps fetch it without a session. */
export const GET = nextRoute(handleCalendarFeed);
