import { describe, expect, it } from 'vitest';
import { coachCategories } from './coach-categories';

const men = { id: '0b9a4a4e-5d0c-4f55-9a3e-2d8b8f7c1a01', name: 'Muži' };
const women = { id: '0b9a4a4e-5d0c-4f55-9a3e-2d8b8f7c1a02', name: 'Ženy' };
const boys = { id: '0b9a4a4e-5d0c-4f55-9a3e-2d8b8f7c1a03', name: 'Starší žáci' };
const active = [men, women, boys];

describe('coach portal categories', () => {
  it('a coach sees the assigned categories only, in sort order', () => {
    expect(coachCategories(active, { assigned: [boys.id, men.id], isAdmin: false, simulated: [] })).toEqual([men, boys]);
  });

  it('a coach without assignments sees none', () => {
    expect(coachCategories(active, { assigned: [], isAdmin: false, simulated: [women.id] })).toEqual([]);
  });

  it('an admin simulating sees the simulated categories', () => {
    expect(coachCategories(active, { assigned: [men.id], isAdmin: true, simulated: [women.id] })).toEqual([women]);
  });

  it('an admin neither assigned nor simulating sees every active category', () => {
    expect(coachCategories(active, { assigned: [], isAdmin: true, simulated: [] })).toEqual(active);
  });
});
