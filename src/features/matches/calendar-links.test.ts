import { describe, expect, it } from 'vitest';
import { calendarFeedPath, calendarSubscription, googleCalendarEvent } from './calendar-links';

const event = (overrides: Partial<Parameters<typeof googleCalendarEvent>[0]> = {}) =>
  new URL(
    googleCalendarEvent({ home: 'TJ Sokol Svinov', away: 'TJ Tatran Bohunice', date: '2026-11-28', time: '15:00', venue: 'Svinov', url: 'https://svinov.cz/matches/1', ...overrides }),
  );

describe('calendar links', () => {
  it('feeds the whole club without a category, one category with it', () => {
    expect(calendarFeedPath(null)).toBe('/matches/calendar.ics');
    expect(calendarFeedPath('older-boys')).toBe('/matches/calendar.ics?category=older-boys');
  });

  it('subscribes by webcal:// and through Google Calendar to the same feed', () => {
    expect(calendarSubscription('https://svinov.cz', 'men')).toEqual({
      webcal: 'webcal://svinov.cz/matches/calendar.ics?category=men',
      google: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fsvinov.cz%2Fmatches%2Fcalendar.ics%3Fcategory%3Dmen',
    });
    expect(calendarSubscription('http://localhost:3000', null).webcal).toBe('webcal://localhost:3000/matches/calendar.ics');
  });

  it('adds one match for 90 minutes in Prague time, with its page and venue', () => {
    const url = event();
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('TJ Sokol Svinov – TJ Tatran Bohunice');
    expect(url.searchParams.get('dates')).toBe('20261128T150000/20261128T163000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Prague');
    expect(url.searchParams.get('details')).toBe('https://svinov.cz/matches/1');
    expect(url.searchParams.get('location')).toBe('Svinov');
  });

  it('ends past midnight on the next day, and a match without a time is all day', () => {
    expect(event({ time: '23:00:00' }).searchParams.get('dates')).toBe('20261128T230000/20261129T003000');
    expect(event({ time: null, date: '2026-12-31' }).searchParams.get('dates')).toBe('20261231/20270101');
    expect(event({ venue: null }).searchParams.has('location')).toBe(false);
  });

  it('keeps the wall-clock time across the daylight-saving change', () => {
    expect(event({ date: '2027-03-28', time: '01:30' }).searchParams.get('dates')).toBe('20270328T013000/20270328T030000');
  });
});
