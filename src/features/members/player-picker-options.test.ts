import { describe, expect, it } from 'vitest';
import { PICKER_RESULT_LIMIT, pickerKey, pickerOptions, type PlayerSource } from './player-picker-options';
import { foldSearchText } from '@/lib/text-search';
import { filterPlayers, searchPattern } from './search';

const members = [
  { id: 'm1', name: 'Jan', surname: 'Novák', registration_number: 'SV00012' },
  { id: 'm2', name: 'Eliška', surname: 'Černá', registration_number: 'SV00007' },
  { id: 'm3', name: 'Šimon', surname: 'Růžička', registration_number: 'SV00120' },
];
const externals = [{ id: 'e1', name: 'Petr', surname: 'Nováček', registration_number: 'PO123', club_name: 'TJ Sokol Poruba' }];
const ids = (players: { id: string }[]) => players.map((player) => player.id);

describe('player search (name, surname or registration number, case-insensitive)', () => {
  it.each([
    ['', ['m1', 'm2', 'm3']],
    ['novák', ['m1']],
    ['NOVAK', ['m1']],
    ['cerna', ['m2']],
    ['ELIŠKA', ['m2']],
    ['sv0001', ['m1']],
    ['sv00', ['m1', 'm2', 'm3']],
    ['jan nov', ['m1']],
    ['jan černá', []],
    ['  simon   ', ['m3']],
    ['xyz', []],
  ])('%j finds %j', (query, expected) => {
    expect(ids(filterPlayers(members, query))).toEqual(expected);
  });

  it('leaves out players already chosen', () => {
    expect(ids(filterPlayers(members, 'sv', ['m1', 'm3']))).toEqual(['m2']);
    expect(ids(filterPlayers(members, '', new Set(['m2'])))).toEqual(['m1', 'm3']);
  });
});

describe('picker options', () => {
  const options = (source: PlayerSource, query: string, chosenIds: string[] = []) =>
    pickerOptions({ source, members, externals }, query, chosenIds).map((option) => [pickerKey(option), option.club_name]);

  it('offers only club members from the members source, even when an external player matches', () => {
    expect(options('members', 'nov')).toEqual([['member:m1', null]]);
  });

  it("offers only external players, with their club, from the external source (an opponent's lineup)", () => {
    expect(options('external', 'nov')).toEqual([['external:e1', 'TJ Sokol Poruba']]);
    expect(options('external', '')).toEqual([['external:e1', 'TJ Sokol Poruba']]);
  });

  it('excludes chosen members and external players alike', () => {
    expect(options('members', 'nov', ['m1'])).toEqual([]);
    expect(options('external', 'nov', ['e1'])).toEqual([]);
  });

  it(`shows at most ${PICKER_RESULT_LIMIT} options`, () => {
    const many = Array.from({ length: 80 }, (_, index) => ({ id: `p${index}`, name: 'Jan', surname: 'Novák', registration_number: `R${index}` }));
    expect(pickerOptions({ source: 'members', members: many, externals: [] }, 'jan', [])).toHaveLength(PICKER_RESULT_LIMIT);
    const manyExternals = many.map((player) => ({ ...player, club_name: 'TJ Sokol Poruba' }));
    expect(pickerOptions({ source: 'external', members: [], externals: manyExternals }, 'jan', [])).toHaveLength(PICKER_RESULT_LIMIT);
  });
});

describe('pickerOptions ranked', () => {
  it('lists lower ranks first, keeps the search order within a rank, and ranks before cutting the list', () => {
    const many = Array.from({ length: 80 }, (_, index) => ({ id: `p${index}`, name: 'Jan', surname: `Novák ${index}`, registration_number: `R${index}` }));
    const rank = (id: string) => (id === 'p79' ? 0 : id === 'p3' ? 1 : 2);
    const ranked = pickerOptions({ source: 'members', members: many, externals: [] }, 'jan', [], rank);
    expect(ranked).toHaveLength(PICKER_RESULT_LIMIT);
    expect(ranked.slice(0, 4).map((player) => player.id)).toEqual(['p79', 'p3', 'p0', 'p1']);
  });
});

describe('search text folding (the same as public.fold_search_text)', () => {
  it('drops diacritics and case', () => {
    expect(foldSearchText('Příliš ŽLUŤOUČKÝ kůň Łódź')).toBe('prilis zlutoucky kun lodz');
  });

  it.each([
    ['', null],
    ['   ', null],
    ['Černá', '%cerna%'],
    ['  jan   novák ', '%jan novak%'],
    ['50%_*\\', '%50%'],
    ['%', null],
  ])('the pattern of %j is %j', (query, expected) => {
    expect(searchPattern(query)).toBe(expected);
  });
});
