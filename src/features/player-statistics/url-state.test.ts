import { describe, expect, it } from 'vitest';
import { statisticsSelection, statisticsUrlState } from './url-state';

const MEN = '11111111-1111-4111-8111-111111111111';
const WOMEN = '22222222-2222-4222-8222-222222222222';
const LAST_SEASON = '33333333-3333-4333-8333-333333333333';
const THIS_SEASON = '44444444-4444-4444-8444-444444444444';
const categories = [{ id: MEN }, { id: WOMEN }];
const seasons = [
  { id: LAST_SEASON, is_active: false },
  { id: THIS_SEASON, is_active: true },
];

describe('the statistics a coach opens', () => {
  it("are the first category's in the active season when the address names neither", () => {
    expect(statisticsSelection(statisticsUrlState.parse({}), categories, seasons)).toEqual({ categoryId: MEN, seasonId: THIS_SEASON });
  });

  it('are the same whether the server page (searchParams) or the browser (URLSearchParams) reads the address', () => {
    const fromServer = statisticsSelection(statisticsUrlState.parse({ category: WOMEN, season: LAST_SEASON }), categories, seasons);
    const fromBrowser = statisticsSelection(statisticsUrlState.parse(new URLSearchParams(`category=${WOMEN}&season=${LAST_SEASON}`)), categories, seasons);
    expect(fromServer).toEqual({ categoryId: WOMEN, seasonId: LAST_SEASON });
    expect(fromBrowser).toEqual(fromServer);
  });
});
