import { describe, expect, it } from 'vitest';
import { findTeam, type ImportTeam } from './find-team';

const team = (id: string, name: string, short_name: string | null): ImportTeam => ({ id, name, short_name });
const svinovA = team('t1', 'TJ Sokol Svinov A', 'Svinov A');
const svinovB = team('t2', 'TJ Sokol Svinov B', 'Svinov B');
const havirov = team('t3', 'TJ Sokol Havířov', 'Havířov');
const poruba = team('t4', 'TJ Sokol Poruba', 'Poruba');
const pustejov = team('t5', 'TJ Pustějov', null);
const brno = team('t6', '1. NH Brno', null);
const knhBrno = team('t7', 'KNH MS Brno', null);
const teams = [svinovA, svinovB, havirov, poruba, pustejov, brno, knhBrno];

describe('finding a team by name or short name (exact or partial containment)', () => {
  it.each([
    ['TJ Sokol Havířov', havirov, 'the exact name'],
    ['Havířov', havirov, 'the exact short name'],
    ['tj sokol havirov', havirov, 'case and accents ignored'],
    ['HAVÍŘOV', havirov, 'upper case with accents'],
    ['Havi\u0301r\u030Cov', havirov, 'decomposed (NFD) accents from a Mac paste'],
    ['  TJ   Sokol  Poruba ', poruba, 'messy spacing'],
    ['Svinov B', svinovB, 'the exact short name, although "Svinov" alone fits both teams'],
    ['Pustějov', pustejov, 'a team without a short name, partially'],
    ['Havíř', havirov, 'a part of the name'],
    ['TJ Sokol Poruba z.s.', poruba, 'a text containing the whole name'],
    ['1. nh brno', brno, 'an exact match, although KNH MS Brno also contains "brno"'],
  ])('%j finds %o (%s)', (text, expected) => {
    expect(findTeam(teams, text)).toBe(expected);
  });

  it.each([
    ['Svinov', 'both Svinov teams contain it'],
    ['Brno', 'both Brno clubs contain it'],
    ['Sokol', 'every Sokol contains it'],
  ])('refuses %j instead of guessing (%s)', (text) => {
    expect(findTeam(teams, text)).toBeNull();
  });

  it('refuses two teams with the same exact name', () => {
    expect(findTeam([havirov, { ...havirov, id: 't9' }], 'Havířov')).toBeNull();
  });

  it('finds nothing for an unknown or empty text, or in an empty list', () => {
    expect(findTeam(teams, 'TJ Sokol Krnov')).toBeNull();
    expect(findTeam(teams, '   ')).toBeNull();
    expect(findTeam([], 'Havířov')).toBeNull();
  });
});
