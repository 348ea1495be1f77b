import { describe, expect, it } from 'vitest';
import { parseImportDate, parseImportTime } from './date-time';

describe('import dates: d.m.yyyy or ISO yyyy-mm-dd', () => {
  it.each([
    ['5.9.2026', '2026-09-05'],
    ['05.09.2026', '2026-09-05'],
    ['5. 9. 2026', '2026-09-05'],
    [' 15.03.2024 ', '2024-03-15'],
    ['29.2.2028', '2028-02-29'],
    ['31.12.2026', '2026-12-31'],
    ['2026-09-05', '2026-09-05'],
    ['2026-9-5', '2026-09-05'],
  ])('%j is the day %s', (input, day) => {
    expect(parseImportDate(input)).toBe(day);
  });

  it.each([
    ['31.2.2026', 'no 31 February'],
    ['29.2.2027', 'not a leap year'],
    ['0.9.2026', 'day zero'],
    ['5.13.2026', 'month 13'],
    ['2026-02-30', 'no 30 February in ISO either'],
    ['5.9.26', 'a two-digit year is ambiguous'],
    ['5/9/2026', 'slashes are neither form'],
    ['5.9.2026.', 'trailing dot'],
    ['2026-09-05T15:00', 'a timestamp is not a day'],
    ['zítra', 'words'],
    ['', 'empty'],
  ])('%j is refused (%s)', (input) => {
    expect(parseImportDate(input)).toBeNull();
  });
});

describe('import times: HH:MM, hours 0–23, minutes 00–59', () => {
  it.each([
    ['15:00', '15:00'],
    ['9:30', '09:30'],
    ['09:30', '09:30'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
    [' 14:30 ', '14:30'],
  ])('%j is %s', (input, time) => {
    expect(parseImportTime(input)).toBe(time);
  });

  it.each(['24:00', '12:60', '9:5', '1500', '15.00', '15:00:00', '-1:00', '123:00', 'poledne', ''])('%j is refused', (input) => {
    expect(parseImportTime(input)).toBeNull();
  });
});
