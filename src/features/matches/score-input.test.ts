import { describe, expect, it } from 'vitest';
import { parseScoreInput } from './score-input';

describe('score input (spec §5: number, min 0, empty or non-numeric becomes 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['-2', 0],
    ['3.7', 3],
  ])('%j becomes %i', (input, score) => {
    expect(parseScoreInput(input)).toBe(score);
  });
});
