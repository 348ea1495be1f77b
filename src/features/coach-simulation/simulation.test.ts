import { describe, expect, it } from 'vitest';
import { ZSimulationSelection } from './schema';
import { effectiveCoachCategories, parseSimulatedCategories } from './simulation';

const A = '0b9a4a4e-5d0c-4f55-9a3e-2d8b8f7c1a01';
const B = '0b9a4a4e-5d0c-4f55-9a3e-2d8b8f7c1a02';

describe('admin simulation of coach access', () => {
  it('overrides the category list of an admin who chose categories', () => {
    expect(effectiveCoachCategories({ assigned: [A], isAdmin: true, simulated: [B] })).toEqual([B]);
  });

  it('leaves the assigned categories when nothing is simulated', () => {
    expect(effectiveCoachCategories({ assigned: [A], isAdmin: true, simulated: [] })).toEqual([A]);
  });

  it('never lets a coach widen their categories from browser storage', () => {
    expect(effectiveCoachCategories({ assigned: [A], isAdmin: false, simulated: [A, B] })).toEqual([A]);
  });

  it('reads stored categories defensively', () => {
    expect(parseSimulatedCategories(JSON.stringify([A, A, B]))).toEqual([A, B]);
    expect(parseSimulatedCategories('not json')).toEqual([]);
    expect(parseSimulatedCategories(JSON.stringify(['x']))).toEqual([]);
    expect(parseSimulatedCategories('{}')).toEqual([]);
  });

  it('needs at least one category', () => {
    expect(ZSimulationSelection.safeParse([]).error?.issues[0]?.message).toBe('Vyberte alespoň jednu kategorii');
    expect(ZSimulationSelection.safeParse([A]).success).toBe(true);
  });
});
