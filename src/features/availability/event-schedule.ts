import type { MyAvailabilityRow } from './types';

/** One event of the member portal with the rows of each linked member in its category. */
export interface PortalEvent {
  key: string;
  event: MyAvailabilityRow;
  members: MyAvailabilityRow[];
}

/** The portal's rows (one per member and event, in start order) grouped per event, order kept. */
export function groupByEvent(rows: MyAvailabilityRow[]): PortalEvent[] {
  const events = new Map<string, PortalEvent>();
  for (const row of rows) {
    const key = `${row.event_type}:${row.event_id}`;
    const found = events.get(key);
    if (found) found.members.push(row);
    else events.set(key, { key, event: row, members: [row] });
  }
  return [...events.values()];
}

/** How many whole hours before the start the answers lock (the category's setting). */
export function lockHours(row: Pick<MyAvailabilityRow, 'starts_at' | 'lock_at'>): number {
  return Math.round((Date.parse(row.starts_at) - Date.parse(row.lock_at)) / 3_600_000);
}

const dayFormat = new Intl.DateTimeFormat('cs-CZ', {
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
  timeZone: 'Europe/Prague',
});

/** "čtvrtek 27. 11. · 18:00" in club time; a match without a time shows the day only. */
export function eventWhen(row: Pick<MyAvailabilityRow, 'starts_at' | 'event_time'>): string {
  const day = dayFormat.format(new Date(row.starts_at));
  return row.event_time ? `${day} · ${row.event_time.slice(0, 5)}` : day;
}

const timeFormat = new Intl.DateTimeFormat('cs-CZ', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Prague' });

/** "čtvrtek 27. 11. · 18:00" from the start alone (club time). */
export function startWhen(startsAt: string): string {
  const start = new Date(startsAt);
  return `${dayFormat.format(start)} · ${timeFormat.format(start)}`;
}
