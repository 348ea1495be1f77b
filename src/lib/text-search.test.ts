import { describe, expect, it } from 'vitest';
import { textSearchFilter } from './text-search';

describe('a search across text columns', () => {
  it.each([
    ['an empty search filters nothing', '', null],
    ['blanks filter nothing', '   ', null],
    ['only wildcards filter nothing', '%_*', null],
    ['a word matches anywhere in any column', 'dotace', 'name.ilike."%dotace%",description.ilike."%dotace%"'],
    [
      'inner blanks collapse and the ends are trimmed',
      '  moje   klubovna ',
      'name.ilike."%moje klubovna%",description.ilike."%moje klubovna%"',
    ],
    ['wildcards the user typed match nothing extra', '50% sleva_*', 'name.ilike."%50 sleva%",description.ilike."%50 sleva%"'],
    [
      'commas, brackets and dots stay inside the quotes',
      'Sport (NSA), 1. kolo',
      'name.ilike."%Sport (NSA), 1. kolo%",description.ilike."%Sport (NSA), 1. kolo%"',
    ],
    [
      'a double quote is escaped',
      'Projekt "Mládež"',
      'name.ilike."%Projekt \\"Mládež\\"%",description.ilike."%Projekt \\"Mládež\\"%"',
    ],
  ])('%s', (_case, query, filter) => {
    expect(textSearchFilter(['name', 'description'], query)).toBe(filter);
  });
});
