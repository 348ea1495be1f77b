import { describe, expect, it } from 'vitest';
import { ApiError } from './api/fetch-json';
import { z } from 'zod';
import { classifyError, isPermanentError } from './errors';

describe('classifyError', () => {
  it.each([
    ['Musí být alespoň 1 brankář'],
    ['Nemůže být více než 3 trenéři'],
    ['Celkem musí být alespoň 7 hráčů'],
  ])('a lineup rule message "%s" is a validation error shown as it is', (message) => {
    expect(classifyError(new Error(message))).toEqual({ kind: 'validation', message });
  });

  it('a unique violation is a database error with a Czech message', () => {
    expect(classifyError({ code: '23505', message: 'duplicate key value violates unique constraint "x"' })).toEqual({
      kind: 'database',
      code: '23505',
      message: 'Záznam již existuje.',
    });
  });

  it('a function refusal (P0001) keeps the function\'s own Czech text', () => {
    const refusal = { code: 'P0001', message: 'Nelze přepočítat tabulku pro uzavřenou sezónu' };
    expect(classifyError(refusal)).toMatchObject({ kind: 'database', message: 'Nelze přepočítat tabulku pro uzavřenou sezónu' });
  });

  it.each([['PT404', 'Zápas nebyl nalezen'], ['P0002', 'Zápas nebyl nalezen'], ['22023', 'Chybí ID kategorie nebo sezóny']])('a function error %s keeps its Czech text', (code, message) => {
    expect(classifyError({ code, message })).toEqual({ kind: 'database', code, message });
  });

  it.each([
    ['22P05', 'unsupported Unicode escape sequence', 'Text obsahuje nepovolený znak.'],
    ['22021', 'invalid byte sequence for encoding "UTF8"', 'Text obsahuje nepovolený znak.'],
    ['22001', 'value too long for type character varying(10)', 'Text je příliš dlouhý.'],
    ['22P02', 'invalid input syntax for type uuid: "x"', 'Neplatný vstup.'],
    ['22008', 'date/time field value out of range', 'Neplatný vstup.'],
    ['23514', 'new row violates check constraint "x"', 'Neplatný vstup.'],
    ['PGRST102', 'Empty or invalid json', 'Neplatný vstup.'],
    ['23503', 'insert or update on table "matches" violates foreign key constraint "x"', 'Odkazovaný záznam neexistuje.'],
    ['23503', 'update or delete on table "seasons" violates foreign key constraint "x" on table "matches"', 'Záznam je používán jinde a nelze jej změnit ani smazat.'],
  ])('bad input refused by the database (%s) gets a Czech message, not the SQL text', (code, message, czech) => {
    expect(classifyError({ code, message })).toEqual({ kind: 'database', code, message: czech });
  });

  it("an answer of our own /api routes keeps the route's Czech message", () => {
    expect(classifyError(new ApiError(400, 'Neplatný e-mail'))).toEqual({ kind: 'validation', message: 'Neplatný e-mail' });
    expect(classifyError(new ApiError(403, 'Nemáte oprávnění k této akci.'))).toEqual({ kind: 'database', message: 'Nemáte oprávnění k této akci.' });
  });

  it('a failed fetch is a network error', () => {
    expect(classifyError(new TypeError('fetch failed'))).toEqual({ kind: 'network', message: 'Problém s připojením. Zkuste to znovu.' });
    expect(classifyError(new Error('Request timeout'))).toMatchObject({ kind: 'network' });
  });

  it('a zod error is a validation error with the first issue\'s message', () => {
    const result = z.object({ title: z.string().min(1, 'Název je povinný') }).safeParse({ title: '' });
    expect(result.success).toBe(false);
    expect(classifyError(result.error)).toEqual({ kind: 'validation', message: 'Název je povinný' });
  });

  it('anything else is unknown: \'Neznámá chyba\'', () => {
    expect(classifyError(new Error('boom'))).toEqual({ kind: 'unknown', message: 'Neznámá chyba' });
    expect(classifyError(undefined)).toEqual({ kind: 'unknown', message: 'Neznámá chyba' });
  });
});

describe('isPermanentError', () => {
  it('does not retry permission, validation and not-found answers', () => {
    expect(isPermanentError({ code: '42501', message: 'permission denied' })).toBe(true);
    expect(isPermanentError({ status: 401, message: 'x' })).toBe(true);
    expect(isPermanentError(new Error('Musí být alespoň 6 hráčů v poli'))).toBe(true);
  });

  it.each(['PT404', 'P0002'])('does not retry a function\'s "not found" (%s), even without the status', (code) => {
    expect(isPermanentError({ code, message: 'Zápas nebyl nalezen' })).toBe(true);
  });

  it('retries network failures', () => {
    expect(isPermanentError(new TypeError('fetch failed'))).toBe(false);
  });
});
