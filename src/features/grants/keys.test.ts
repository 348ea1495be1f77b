import { describe, expect, it } from 'vitest';
import { grantFilters } from './filters';
import { grantKeys } from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('grant query keys', () => {
  const views = [
    grantKeys.list(grantFilters.defaults),
    grantKeys.list({ ...grantFilters.defaults, inactive: '1' }),
    grantKeys.list({ ...grantFilters.defaults, q: 'NSA', month: 3 }),
  ];

  it('a grant save (invalidating all) reaches the calendar, its searches and the inactive view', () => {
    for (const key of views) expect(startsWith(key, grantKeys.all)).toBe(true);
  });

  it('each view is its own cache entry', () => {
    expect(new Set(views.map((key) => JSON.stringify(key))).size).toBe(views.length);
  });
});
