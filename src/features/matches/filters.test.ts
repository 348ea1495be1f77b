import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminMatchFilters, adminMatchPageQuery, adminMatchSeason } from './filters';
import { matchKeys } from './keys';

const SEASONS = [
  { id: '11111111-1111-4111-8111-111111111111', is_active: false },
  { id: '22222222-2222-4222-8222-222222222222', is_active: true },
];
const CATEGORY = '33333333-3333-4333-8333-333333333333';
const TEAM = '44444444-4444-4444-8444-444444444444';

/** The key of the list page an address shows, from the address as the server or the browser reads it. */
function pageKey(source: Parameters<typeof adminMatchFilters.parse>[0]) {
  const filters = adminMatchFilters.parse(source);
  const season = adminMatchSeason(SEASONS, filters);
  if (!season) throw new Error('no season');
  const { filter, page } = adminMatchPageQuery(filters, season.id);
  return hashKey(matchKeys.page(filter, page));
}

describe('the admin match list of an address', () => {
  it('is asked for under one key by the server page (searchParams) and the browser (URLSearchParams)', () => {
    const address = `category=${CATEGORY}&team=${TEAM}&status=completed&sort=date-desc&page=3`;
    const serverParams = { category: CATEGORY, team: TEAM, status: 'completed', sort: 'date-desc', page: '3' };
    expect(pageKey(serverParams)).toBe(pageKey(new URLSearchParams(address)));
    expect(pageKey({})).toBe(pageKey(new URLSearchParams()));
  });

  it('shows the active season unless the address names one, and pages by 20', () => {
    const filters = adminMatchFilters.parse(new URLSearchParams('page=3'));
    expect(adminMatchSeason(SEASONS, filters)?.id).toBe(SEASONS[1]?.id);
    expect(adminMatchSeason(SEASONS, adminMatchFilters.parse({ season: SEASONS[0]?.id }))?.id).toBe(SEASONS[0]?.id);
    expect(adminMatchPageQuery(filters, 'season').page).toEqual({ limit: 20, offset: 40 });
  });

  it('filters by the team only when the address names one', () => {
    expect(adminMatchPageQuery(adminMatchFilters.parse({}), 'season').filter).not.toHaveProperty('teamIds');
    expect(adminMatchPageQuery(adminMatchFilters.parse({ team: TEAM }), 'season').filter.teamIds).toEqual([TEAM]);
  });
});
