import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/field-errors';
import { ZGrantForm, type TGrantFormInput } from './schema';

const form = (overrides: Partial<TGrantFormInput> = {}): TGrantFormInput => ({
  name: 'Moje klubovna – NSA',
  month: '3',
  description: 'Údržba a provoz sportoviště',
  ...overrides,
});

function errorsOf(input: TGrantFormInput) {
  const parsed = ZGrantForm.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('the grant form', () => {
  it('trims the name and description and stores the month as a number', () => {
    expect(ZGrantForm.parse(form({ name: '  Dotace kraje ', month: '12', description: '  ' }))).toEqual({
      name: 'Dotace kraje',
      month: 12,
      description: null,
    });
  });

  it.each(['1', '9', '10', '12'])('accepts month %s', (month) => {
    expect(ZGrantForm.parse(form({ month })).month).toBe(Number(month));
  });

  it.each(['0', '13', '-1', '1.5', '01', 'leden', '6a'])('refuses month %s', (month) => {
    expect(errorsOf(form({ month }))).toEqual({ month: 'Měsíc musí být číslo od 1 do 12' });
  });

  it('names each wrong field with its own message', () => {
    expect(errorsOf(form({ name: '   ', month: '' }))).toEqual({ name: 'Název je povinný', month: 'Měsíc je povinný' });
  });
});
