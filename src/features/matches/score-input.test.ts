import { describe, expect, it } from 'vitest';
import { readScoreInput } from './score-input';

describe('score input (number, min 0, empty or non-numeric becomes 0)', () => {
  it.each([
    ['19', 19],
    ['0', 0],
    ['00', 0],
    ['07', 7],
    ['+5', 5],
    [' 12 ', 12],
    ['\t16\n', 16],
    ['-0', 0],
  ])('a typed number %j is %i', (input, score) => {
    expect(readScoreInput(input)).toEqual({ score, typed: true });
  });

  it.each([
    ['3.7', 3],
    ['3,7', 3],
    ['0.9', 0],
    ['22.0', 22],
  ])('a decimal %j keeps its whole goals: %i', (input, score) => {
    expect(readScoreInput(input)).toEqual({ score, typed: true });
  });

  it.each(['-2', '-3.5', '-0,5'])('a negative %j is refused, not turned into 0', (input) => {
    expect(readScoreInput(input)).toBe('negative');
  });

  it.each([
    '',
    '   ',
    'abc',
    'dvanáct',
    '12abc',
    '1 2',
    '1e3',
    '0x10',
    '3.',
    '.5',
    'Infinity',
    'NaN',
    '٣',
    '99999999999999999999',
  ])('%j is non-numeric (or not an exact number) and becomes 0, marked as not typed', (input) => {
    expect(readScoreInput(input)).toEqual({ score: 0, typed: false });
  });
});
