import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { firstFailedLoad, isMissingTable, rowsOrNoneIfTableMissing } from './load-errors';

describe('missing tables', () => {
  it('knows PostgREST’s unknown table and Postgres’ undefined table', () => {
    expect(isMissingTable({ code: 'PGRST205', message: "Could not find the table 'public.blog_posts' in the schema cache" })).toBe(true);
    expect(isMissingTable({ code: '42P01', message: 'relation "blog_posts" does not exist' })).toBe(true);
    expect(isMissingTable({ code: '42501', message: 'permission denied' })).toBe(false);
    expect(isMissingTable(new Error('fetch failed'))).toBe(false);
    expect(isMissingTable(null)).toBe(false);
  });

  it('reads a missing table as an empty list, and throws any other failure', () => {
    const missing = new PostgrestError({ code: 'PGRST205', message: 'x', details: '', hint: '' });
    expect(rowsOrNoneIfTableMissing({ data: null, error: missing })).toEqual([]);
    expect(rowsOrNoneIfTableMissing({ data: [{ id: 1 }], error: null })).toEqual([{ id: 1 }]);
    const denied = new PostgrestError({ code: '42501', message: 'permission denied', details: '', hint: '' });
    expect(() => rowsOrNoneIfTableMissing({ data: null, error: denied })).toThrow(denied);
  });
});

describe('firstFailedLoad', () => {
  it("names the first failed load by its feature's message", () => {
    const seasons = new Error('seasons');
    const clubs = new Error('clubs');
    expect(
      firstFailedLoad([
        [null, 'Chyba při načítání sezón'],
        [seasons, 'Chyba při načítání kategorií'],
        [clubs, 'Chyba při načítání klubů'],
      ]),
    ).toEqual({ error: seasons, message: 'Chyba při načítání kategorií' });
    expect(firstFailedLoad([[null, 'Chyba při načítání sezón']])).toBeNull();
  });
});
