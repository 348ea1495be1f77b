import { describe, expect, it } from 'vitest';
import { memberFilterState, membersTabState, withoutPage } from './filters';

const CATEGORY = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const parse = (query: string) => memberFilterState.parse(new URLSearchParams(query));

describe('register filters in the URL (a reload keeps them)', () => {
  it('reads every filter', () => {
    expect(parse(`q=%20nov%C3%A1k%20&category=${CATEGORY}&function=player&sex=female&active=inactive&page=3`)).toEqual({
      q: 'novák',
      category: CATEGORY,
      function: 'player',
      sex: 'female',
      active: 'inactive',
      page: 3,
    });
  });

  it.each([
    ['category=abc', { category: null }],
    ['function=Hráč', { function: null }],
    ['sex=x', { sex: null }],
    ['active=yes', { active: null }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=x', { page: 1 }],
  ])('falls back to the default for the malformed %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('writes back only what differs from the defaults, keeps the tab, and round-trips', () => {
    const filters = { q: 'černá', category: CATEGORY, function: null, sex: 'male' as const, active: 'active' as const, page: 2 };
    const params = memberFilterState.toParams(filters);
    expect(params.toString()).toBe(`q=%C4%8Dern%C3%A1&category=${CATEGORY}&sex=male&active=active&page=2`);
    expect(memberFilterState.parse(params)).toEqual(filters);
    expect(memberFilterState.toParams(memberFilterState.defaults, new URLSearchParams('tab=loans&q=old')).toString()).toBe('tab=loans');
    expect(withoutPage(filters)).toEqual({ q: 'černá', category: CATEGORY, function: null, sex: 'male', active: 'active' });
  });

  it('the loans tab is tab=loans; anything else is the register', () => {
    expect(membersTabState.parse(new URLSearchParams('tab=loans'))).toEqual({ tab: 'loans' });
    expect(membersTabState.parse(new URLSearchParams('tab=x'))).toEqual({ tab: null });
    expect(membersTabState.parse(new URLSearchParams(''))).toEqual({ tab: null });
  });
});
