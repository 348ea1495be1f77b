import { describe, expect, it } from 'vitest';
import { memberFiltersToParams, parseMemberFilters, parseMembersTab, withoutPage } from './filters';

const CATEGORY = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const parse = (query: string) => parseMemberFilters(new URLSearchParams(query));

describe('register filters in the URL (a reload keeps them)', () => {
  it('reads every filter', () => {
    expect(parse(`q=%20nov%C3%A1k%20&category=${CATEGORY}&function=player&sex=female&page=3`)).toEqual({
      search: 'novák',
      categoryId: CATEGORY,
      functionCode: 'player',
      sex: 'female',
      page: 3,
    });
  });

  it.each([
    ['category=abc', { categoryId: null }],
    ['function=Hráč', { functionCode: null }],
    ['sex=x', { sex: null }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=x', { page: 1 }],
  ])('drops the malformed %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const filters = { search: 'černá', categoryId: CATEGORY, functionCode: null, sex: 'male' as const, page: 2 };
    const params = memberFiltersToParams(filters);
    expect(params.toString()).toBe(`q=%C4%8Dern%C3%A1&category=${CATEGORY}&sex=male&page=2`);
    expect(parseMemberFilters(params)).toEqual(filters);
    expect(memberFiltersToParams({ search: '', categoryId: null, functionCode: null, sex: null, page: 1 }).toString()).toBe('');
    expect(withoutPage(filters)).toEqual({ search: 'černá', categoryId: CATEGORY, functionCode: null, sex: 'male' });
  });

  it('the loans tab is tab=loans; anything else is the register', () => {
    expect(parseMembersTab(new URLSearchParams('tab=loans'))).toBe('loans');
    expect(parseMembersTab(new URLSearchParams('tab=x'))).toBe('members');
    expect(parseMembersTab(new URLSearchParams(''))).toBe('members');
  });
});
