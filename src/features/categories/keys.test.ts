import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { categoryKeys } from './keys';

describe('category query keys', () => {
  it('a save invalidates all, which reaches the active categories and the admin list', () => {
    expect(partialMatchKey(categoryKeys.active(), categoryKeys.all)).toBe(true);
    expect(partialMatchKey(categoryKeys.list(), categoryKeys.all)).toBe(true);
  });

  it('the active categories and the admin list are separate entries', () => {
    expect(partialMatchKey(categoryKeys.list(), categoryKeys.active())).toBe(false);
  });
});
