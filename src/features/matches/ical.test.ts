import { describe, expect, it } from 'vitest';
import { buildMatchCalendar, escapeText, foldLine, type CalendarMatch } from './ical';

const match: CalendarMatch = {
  id: 'a1',
  date: '2026-09-05',
  time: '15:00:00',
  home: 'TJ Sokol Svinov A',
  away: 'TJ Sokol Havířov',
  venue: 'Hřiště TJ Sokol Svinov, Ostrava',
  status: 'upcoming',
  homeScore: null,
  awayScore: null,
  categoryName: 'Muži',
  url: 'https://example.cz/matches/a1',
};
const now = new Date('2026-11-23T08:00:00Z');

describe('iCal feed of a category (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a Czech character', () => {
    const line = `SUMMARY:${'Žďárské Čtyřlístky – Řeřichy '.repeat(6)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  });

  it('writes a calendar with the Prague time zone and one event per match, CRLF line ends', () => {
    const ics = buildMatchCalendar({ calendarName: 'Zápasy – Muži', matches: [match], now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(ics).toContain('TZID:Europe/Prague');
    expect(ics).toContain('UID:match-a1@');
    expect(ics).toContain('DTSTART;TZID=Europe/Prague:20260905T150000');
    expect(ics).toContain('DURATION:PT1H30M');
    expect(ics).toContain('DTSTAMP:20261123T080000Z');
    expect(ics).toContain('LOCATION:Hřiště TJ Sokol Svinov\\, Ostrava');
    expect(ics).toContain('SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov');
  });

  it('shows the score of a played match and makes a match without time an all-day event', () => {
    const ics = buildMatchCalendar({
      calendarName: 'Muži',
      matches: [
        { ...match, status: 'completed', homeScore: 22, awayScore: 19 },
        { ...match, id: 'a2', time: null },
      ],
      now,
    });
    expect(ics).toContain('SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov 22:19');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260905');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
