import { describe, expect, it } from 'vitest';
import { grantsByMonth } from './grant-calendar';

const grant = (name: string, month: number) => ({ name, month });

describe('the grant calendar year', () => {
  it('has all twelve Czech months, January first, even when empty', () => {
    const months = grantsByMonth([]);
    expect(months.map((month) => [month.month, month.name])).toEqual([
      [1, 'Leden'],
      [2, 'Únor'],
      [3, 'Březen'],
      [4, 'Duben'],
      [5, 'Květen'],
      [6, 'Červen'],
      [7, 'Červenec'],
      [8, 'Srpen'],
      [9, 'Září'],
      [10, 'Říjen'],
      [11, 'Listopad'],
      [12, 'Prosinec'],
    ]);
    expect(months.every((month) => month.grants.length === 0)).toBe(true);
  });

  it('puts each grant in its month and keeps their order within it', () => {
    const months = grantsByMonth([grant('B', 3), grant('Vyúčtování', 12), grant('A', 3), grant('Město', 1)]);
    expect(months[0]?.grants.map((item) => item.name)).toEqual(['Město']);
    expect(months[2]?.grants.map((item) => item.name)).toEqual(['B', 'A']);
    expect(months[11]?.grants.map((item) => item.name)).toEqual(['Vyúčtování']);
    expect(months.reduce((sum, month) => sum + month.grants.length, 0)).toBe(4);
  });

  it.each([0, 13, 2.5])('fails loudly on month %s instead of dropping the grant', (month) => {
    expect(() => grantsByMonth([grant('X', month)])).toThrow(RangeError);
  });
});
