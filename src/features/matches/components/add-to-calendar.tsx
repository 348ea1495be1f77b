import { siteUrl } from '@/lib/site-url';
import { calendarFeedPath, calendarSubscription, googleCalendarEvent, type CalendarEventMatch } from '../calendar-links';

const LINK = 'inline-flex min-h-6 items-center font-medium text-primary hover:underline';

/**
 * "Přidat do kalendáře": subscribe to the club's (or a category's) feed in the phone's calendar
 * or Google Calendar, download it, and for a match page also add that one match.
 */
export function AddToCalendar({ categorySlug, categoryName, match }: { categorySlug: string | null; categoryName: string | null; match?: CalendarEventMatch }) {
  const feed = calendarSubscription(siteUrl(), categorySlug);
  const whose = categoryName ? `rozpis kategorie ${categoryName}` : 'rozpis celého oddílu';
  return (
    <section aria-label="Přidat do kalendáře" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="font-semibold">Přidat do kalendáře:</span>
      {match ? (
        <a href={googleCalendarEvent(match)} target="_blank" rel="noreferrer" className={LINK}>
          Tento zápas do Google Kalendáře
        </a>
      ) : null}
      <a href={feed.webcal} className={LINK}>
        Odebírat {whose} (kalendář v telefonu)
      </a>
      <a href={feed.google} target="_blank" rel="noreferrer" className={LINK}>
        Odebírat v Google Kalendáři
      </a>
      <a href={calendarFeedPath(categorySlug)} className={LINK}>
        Stáhnout .ics
      </a>
    </section>
  );
}
