import { describe, expect, it } from 'vitest';
import { videosLoadErrorMessage } from './load-error';

describe('videosLoadErrorMessage', () => {
  it.each([
    [{ code: 'PGRST205', message: "Could not find the table 'public.videos' in the schema cache" }],
    [{ code: '42P01', message: 'relation "public.videos" does not exist' }],
  ])('a missing table, as the API (PGRST205) or Postgres (42P01) reports it, is the missing-table text', (error) => {
    expect(videosLoadErrorMessage(error)).toBe('Tabulka videí neexistuje…');
  });

  it('any other failure is the load error with its Czech reason', () => {
    expect(videosLoadErrorMessage({ code: '42501', message: 'permission denied for table videos' })).toBe(
      'Chyba při načítání videí: Nemáte oprávnění k této akci.',
    );
  });
});
