import { describe, expect, it } from 'vitest';
import { formOutcomes } from './team-form';

describe('formOutcomes', () => {
  it.each([
    ['', []],
    ['W', ['W']],
    ['WDL', ['W', 'D', 'L']],
    ['lldw', ['L', 'L', 'D', 'W']],
    ['W-D?L', ['W', 'D', 'L']],
  ])('%j → %j', (form, expected) => {
    expect(formOutcomes(form)).toEqual(expected);
  });
});
