import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_RANGE, matchRange } from './api/admin';

describe('matchRange (limit/offset to PostgREST’s inclusive range)', () => {
  it('an offset alone reads the default range of 10', () => {
    expect(DEFAULT_MATCH_RANGE).toBe(10);
    expect(matchRange({ offset: 20 })).toEqual({ from: 20, to: 29 });
  });
  it('a limit reads that many from the offset, or from the start', () => {
    expect(matchRange({ limit: 5, offset: 10 })).toEqual({ from: 10, to: 14 });
    expect(matchRange({ limit: 5 })).toEqual({ from: 0, to: 4 });
  });
  it('neither reads every match', () => {
    expect(matchRange({})).toBeNull();
  });
});
