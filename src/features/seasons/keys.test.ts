import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seasonKeys } from './keys';

describe('season query keys', () => {
  it('every season save invalidates all, which reaches the seasons list', () => {
    expect(partialMatchKey(seasonKeys.list(), seasonKeys.all)).toBe(true);
  });
});
