import { describe, expect, it } from 'vitest';
import { defineUrlState, urlField } from './url-state';

const filters = defineUrlState({
  q: urlField.text(),
  category: urlField.uuid(),
  status: urlField.oneOf(['upcoming', 'completed']),
  week: urlField.positiveInt(),
  from: urlField.isoDate(),
  page: urlField.page(),
});
const CATEGORY = '0b7e8f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('URL state (list filters that survive a reload)', () => {
  it('reads every field from the query string', () => {
    expect(filters.parse(new URLSearchParams(`q=%20Nov%C3%A1k%20&category=${CATEGORY}&status=completed&week=3&from=2026-09-01&page=2`))).toEqual({
      q: 'Novák',
      category: CATEGORY,
      status: 'completed',
      week: 3,
      from: '2026-09-01',
      page: 2,
    });
  });

  it.each([
    ['category=42', { category: null }],
    ['status=postponed', { status: null }],
    ['week=0', { week: null }],
    ['week=abc', { week: null }],
    ['from=1.9.2026', { from: null }],
    ['page=-3', { page: 1 }],
  ])('falls back to the default for a malformed %s', (query, expected) => {
    expect(filters.parse(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('takes the first value of a repeated key from a Next page', () => {
    expect(filters.parse({ status: ['upcoming', 'completed'], page: '3' })).toMatchObject({ status: 'upcoming', page: 3 });
  });

  it('writes only what differs from the defaults and keeps other keys of the URL', () => {
    const params = filters.toParams({ ...filters.defaults, status: 'upcoming', page: 1 }, new URLSearchParams('tab=loans&q=old'));
    expect(params.toString()).toBe('tab=loans&status=upcoming');
  });

  it('round-trips a state through its query string', () => {
    const state = { q: 'Svinov', category: CATEGORY, status: 'completed' as const, week: 12, from: null, page: 4 };
    expect(filters.parse(filters.toParams(state))).toEqual(state);
  });
});
