import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '@/lib/ical';
import { buildCalendar, type CalendarFeedRow } from './ical';

const row = (overrides: Partial<CalendarFeedRow>): CalendarFeedRow => ({
  event_type: 'training',
  event_id: 'e1',
  title: 'Trénink',
  category_name: 'Ml. žáci',
  event_date: '2026-12-01',
  event_time: '17:30:00',
  location: 'Hřiště Svinov',
  is_cancelled: false,
  status_reason: null,
  member_name: 'Adam Veselý',
  answer: null,
  is_default: false,
  note: null,
  ...overrides,
});

const calendar = (rows: CalendarFeedRow[]) => buildCalendar(rows, { name: 'TJ Sokol Svinov', host: 'svinov.test', now: new Date('2026-11-27T10:00:00Z') });
const unfolded = (text: string) => text.replace(/\r\n /g, '');

describe('buildCalendar', () => {
  it('is an RFC 5545 calendar with CRLF lines, the Prague zone and one event per training, both children answering in it', () => {
    const text = calendar([
      row({ answer: 'yes' }),
      row({ member_name: 'Běla Veselá', answer: 'no', note: 'Nemoc, omlouvám' }),
    ]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const lines = unfolded(text).split('\r\n');
    expect(lines).toContain('TZID:Europe/Prague');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:training-e1@svinov.test',
        'DTSTAMP:20261127T100000Z',
        'DTSTART;TZID=Europe/Prague:20261201T173000',
        'DURATION:PT1H30M',
        'SUMMARY:Trénink (Ml. žáci)',
        'LOCATION:Hřiště Svinov',
        'DESCRIPTION:Adam Veselý: Přijdu\\nBěla Veselá: Nepřijdu (Nemoc\\, omlouvám)',
        'STATUS:CONFIRMED',
      ]),
    );
  });

  it("does not repeat the category a training's title already names", () => {
    expect(unfolded(calendar([row({ title: 'Trénink Ml. žáci' })]))).toContain('\r\nSUMMARY:Trénink Ml. žáci\r\n');
  });

  it('marks a cancelled training CANCELLED with the reason, and a match without a time as a whole day', () => {
    const lines = unfolded(
      calendar([
        row({ is_cancelled: true, status_reason: 'Hřiště zavřeno' }),
        row({ event_type: 'match', event_id: 'm1', title: 'Svinov – Poruba', event_time: null, event_date: '2026-12-31', answer: 'maybe', is_default: false }),
      ]),
    ).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'STATUS:CANCELLED',
        'DESCRIPTION:Zrušeno: Hřiště zavřeno\\nAdam Veselý: bez odpovědi',
        'SUMMARY:Ml. žáci: Svinov – Poruba',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
      ]),
    );
  });
});

describe('escapeText and foldLine', () => {
  it('escapes what TEXT values must', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a Czech character', () => {
    const folded = foldLine(`DESCRIPTION:${'ž'.repeat(60)}`);
    const parts = folded.split('\r\n ');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((part) => new TextEncoder().encode(part).length <= 75)).toBe(true);
    expect(parts.join('')).toBe(`DESCRIPTION:${'ž'.repeat(60)}`);
  });
});
