import { describe, expect, it } from 'vitest';
import { classifyError } from '@/lib/errors';
import { errorStatus } from './error-status';

const statusOf = (error: unknown) => errorStatus(error, classifyError(error));

describe('errorStatus: the caller causes a 4xx, only the server a 500', () => {
  it.each([
    ['22P05', 'unsupported Unicode escape sequence', 400],
    ['22P02', 'invalid input syntax for type uuid: "x"', 400],
    ['22001', 'value too long for type character varying(10)', 400],
    ['22003', 'integer out of range', 400],
    ['22007', 'invalid input syntax for type date: "2026-13-45"', 400],
    ['22023', 'Chybí ID kategorie nebo sezóny', 400],
    ['23502', 'null value in column "name" violates not-null constraint', 400],
    ['23514', 'new row for relation "main_partners" violates check constraint "main_partners_website_url_check"', 400],
    ['23505', 'duplicate key value violates unique constraint "x"', 409],
    ['23503', 'update or delete on table "seasons" violates foreign key constraint "x" on table "matches"', 409],
    ['23503', 'insert or update on table "matches" violates foreign key constraint "x"', 400],
    ['P0001', 'Nelze přepočítat tabulku pro uzavřenou sezónu', 400],
    ['PT404', 'Zápas nebyl nalezen', 404],
    ['P0002', 'Zápas nebyl nalezen', 404],
    ['42501', 'permission denied for table x', 403],
    ['PGRST116', 'JSON object requested, multiple (or no) rows returned', 404],
    ['PGRST100', 'failed to parse filter', 400],
    ['PGRST102', 'Empty or invalid json', 400],
    ['42P01', 'relation "x" does not exist', 500],
    ['XX000', 'internal error', 500],
  ])('%s (%s) answers %i', (code, message, status) => {
    expect(statusOf({ code, message })).toBe(status);
  });

  it('a thrown error without a code is the server\'s fault (500); a zod error is the caller\'s (400)', () => {
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf(new TypeError('x is not a function'))).toBe(500);
    expect(statusOf(new Error('Musí být alespoň 1 brankář'))).toBe(400);
  });
});
