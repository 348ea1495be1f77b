import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '@/lib/ical';
import { buildMatchCalendar, CALENDAR_UID_DOMAIN, type CalendarMatch } from './ical';

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
const now = new Date('2026-11-23T08:00:00.123Z');
const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
const build = (matches: CalendarMatch[], calendarName = 'Zápasy – Muži') => buildMatchCalendar({ calendarName, matches, now });
/** A property's unfolded lines: inside the events, or in the calendar itself for its own properties. */
function eventLines(ics: string, property: string): string[] {
  let isInEvent = false;
  return unfold(ics)
    .split('\r\n')
    .filter((line) => {
      if (line === 'BEGIN:VEVENT' || line === 'END:VEVENT') isInEvent = line === 'BEGIN:VEVENT';
      const isCalendarProperty = property.startsWith('X-WR-');
      return (isInEvent || isCalendarProperty) && (line.startsWith(`${property}:`) || line.startsWith(`${property};`));
    });
}

describe('text escaping (RFC 5545 §3.3.11)', () => {
  it.each([
    ['a\\b', 'a\\\\b'],
    ['Hřiště; tráva', 'Hřiště\\; tráva'],
    ['Ostrava, Svinov', 'Ostrava\\, Svinov'],
    ['Muži\nhttps://x', 'Muži\\nhttps://x'],
    ['CRLF\r\nCR\rLF\n', 'CRLF\\nCR\\nLF\\n'],
    ['a\\;b,\nc', 'a\\\\\\;b\\,\\nc'],
    ['Žádné znaky', 'Žádné znaky'],
  ])('%j is written %j', (input, escaped) => {
    expect(escapeText(input)).toBe(escaped);
  });

  it('escapes the summary, location, description and calendar name of a feed', () => {
    const ics = build(
      [{ ...match, home: 'TJ Sokol Svinov, z.s.', venue: 'Bílovecká 106; Ostrava-Svinov', categoryName: 'Muži\\A' }],
      'Zápasy, Muži',
    );
    expect(eventLines(ics, 'SUMMARY')).toEqual(['SUMMARY:TJ Sokol Svinov\\, z.s. – TJ Sokol Havířov']);
    expect(eventLines(ics, 'LOCATION')).toEqual(['LOCATION:Bílovecká 106\\; Ostrava-Svinov']);
    expect(eventLines(ics, 'DESCRIPTION')).toEqual(['DESCRIPTION:Muži\\\\A\\nhttps://example.cz/matches/a1']);
    expect(eventLines(ics, 'X-WR-CALNAME')).toEqual(['X-WR-CALNAME:Zápasy\\, Muži']);
  });

  it('leaves a URL unescaped, as it is a URI and not text', () => {
    const ics = build([{ ...match, url: 'https://example.cz/matches/a1?x=1,2;3' }]);
    expect(eventLines(ics, 'URL')).toEqual(['URL:https://example.cz/matches/a1?x=1,2;3']);
  });
});

describe('line folding at 75 octets (RFC 5545 §3.1)', () => {
  it('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters: 40 two-byte Czech letters are 80 octets', () => {
    const folded = foldLine('ř'.repeat(40)).split('\r\n');
    expect(folded).toEqual(['ř'.repeat(37), ` ${'ř'.repeat(3)}`]);
  });

  it.each([
    ['two-byte letters', `SUMMARY:${'Žďárské Čtyřlístky – Řeřichy '.repeat(6)}`],
    ['three-byte dashes', `SUMMARY:${'–'.repeat(60)}`],
    ['four-byte emoji (surrogate pairs)', `SUMMARY:${'⚽ Gól! '.repeat(20)}`],
    ['one byte then two-byte letters', `X${'č'.repeat(100)}`],
  ])('folds %s without splitting a character, every line ≤ 75 octets, and unfolds to the original', (_, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // encodeURIComponent throws on a lone surrogate, i.e. on an emoji cut in half.
      expect(() => encodeURIComponent(part)).not.toThrow();
    }
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('keeps every line of a whole feed with long Czech names within 75 octets, each valid UTF-8 on its own', () => {
    const longMatch: CalendarMatch = {
      ...match,
      home: 'TJ Sokol Svinov – oddíl národní házené, mládežnické družstvo Žáci Ř',
      away: 'SK NH Veselí nad Moravou, Příchovice a Přeštice – výběr',
      venue: 'Sportovní areál Bílovecká 106, Ostrava-Svinov – hřiště s přírodní trávou',
      status: 'completed',
      homeScore: 19,
      awayScore: 16,
    };
    const ics = build([longMatch]);
    const bytes = new TextEncoder().encode(ics);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    // Decoding each physical line's octets strictly proves no fold fell inside a character.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let start = 0;
    for (let index = 0; index < bytes.length - 1; index += 1) {
      if (bytes[index] === 0x0d && bytes[index + 1] === 0x0a) {
        expect(() => decoder.decode(bytes.slice(start, index))).not.toThrow();
        start = index + 2;
      }
    }
    expect(eventLines(ics, 'SUMMARY')).toEqual([`SUMMARY:${escapeText(`${longMatch.home} – ${longMatch.away} 19:16`)}`]);
  });
});

describe('the calendar of a category (RFC 5545)', () => {
  it('has the calendar properties and the Prague time zone with CET and CEST rules', () => {
    const lines = build([match]).split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Narodni hazena//Rozpis zapasu//CS',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Zápasy – Muži',
      'X-WR-TIMEZONE:Europe/Prague',
    ]);
    const timezone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(timezone).toContain('TZID:Europe/Prague');
    expect(timezone.join('\n')).toContain(
      'BEGIN:DAYLIGHT\nTZOFFSETFROM:+0100\nTZOFFSETTO:+0200\nTZNAME:CEST\nDTSTART:19700329T020000\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\nEND:DAYLIGHT',
    );
    expect(timezone.join('\n')).toContain(
      'BEGIN:STANDARD\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0100\nTZNAME:CET\nDTSTART:19701025T030000\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\nEND:STANDARD',
    );
  });

  it('ends every line with CRLF, the last one included, and has no bare line feed', () => {
    const ics = build([match]);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes an upcoming match as a 1 h 30 min event in Prague time', () => {
    const lines = build([match]).split('\r\n');
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    expect(event).toEqual([
      'BEGIN:VEVENT',
      `UID:match-a1@${CALENDAR_UID_DOMAIN}`,
      'DTSTAMP:20261123T080000Z',
      'DTSTART;TZID=Europe/Prague:20260905T150000',
      'DURATION:PT1H30M',
      'SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov',
      'LOCATION:Hřiště TJ Sokol Svinov\\, Ostrava',
      'DESCRIPTION:Muži\\nhttps://example.cz/matches/a1',
      'URL:https://example.cz/matches/a1',
      'END:VEVENT',
    ]);
  });

  it('reads an HH:MM time like HH:MM:SS', () => {
    expect(eventLines(build([{ ...match, time: '09:30' }]), 'DTSTART')).toEqual(['DTSTART;TZID=Europe/Prague:20260905T093000']);
  });

  it('makes a match without a time an all-day event of one day', () => {
    const ics = build([{ ...match, time: null }]);
    expect(eventLines(ics, 'DTSTART')).toEqual(['DTSTART;VALUE=DATE:20260905']);
    expect(eventLines(ics, 'DURATION')).toEqual(['DURATION:P1D']);
  });

  it('adds the score to the summary of a completed match only', () => {
    const ics = build([
      { ...match, id: 'done', status: 'completed', homeScore: 22, awayScore: 19 },
      { ...match, id: 'draw', status: 'completed', homeScore: 0, awayScore: 0 },
      { ...match, id: 'unscored', status: 'completed', homeScore: 22, awayScore: null },
      { ...match, id: 'upcoming', status: 'upcoming', homeScore: 22, awayScore: 19 },
    ]);
    expect(eventLines(ics, 'SUMMARY')).toEqual([
      'SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov 22:19',
      'SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov 0:0',
      'SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov',
      'SUMMARY:TJ Sokol Svinov A – TJ Sokol Havířov',
    ]);
  });

  it('leaves out LOCATION when the venue is empty or unknown', () => {
    expect(
      eventLines(
        build([
          { ...match, venue: '' },
          { ...match, id: 'a2', venue: null },
        ]),
        'LOCATION',
      ),
    ).toEqual([]);
  });

  it('keeps the UID of a match stable between downloads, and one event per match', () => {
    const first = buildMatchCalendar({ calendarName: 'Muži', matches: [match, { ...match, id: 'b2' }], now });
    const later = buildMatchCalendar({
      calendarName: 'Muži',
      matches: [match, { ...match, id: 'b2', status: 'completed', homeScore: 18, awayScore: 14 }],
      now: new Date('2026-12-01T10:00:00Z'),
    });
    expect(eventLines(first, 'UID')).toEqual([`UID:match-a1@${CALENDAR_UID_DOMAIN}`, `UID:match-b2@${CALENDAR_UID_DOMAIN}`]);
    expect(eventLines(later, 'UID')).toEqual(eventLines(first, 'UID'));
    expect(eventLines(later, 'DTSTAMP')).toEqual(['DTSTAMP:20261201T100000Z', 'DTSTAMP:20261201T100000Z']);
  });

  it('is a valid empty calendar when the category has no matches', () => {
    const ics = build([]);
    expect(ics).not.toContain('BEGIN:VEVENT');
    expect(ics).toContain('END:VTIMEZONE\r\nEND:VCALENDAR\r\n');
  });
});
