import { describe, expect, it } from 'vitest';
import { normaliseRoleAssignment, opensCoachPortal, resolveAccess } from './roles';

describe('resolveAccess', () => {
  it('a user without rows is a member with no access to either portal', () => {
    expect(resolveAccess([], [])).toEqual({ role: 'member', assignedCategories: [], hasAdminAccess: false, hasCoachAccess: false });
  });

  it('admin access comes from the profile role or from a role row', () => {
    expect(resolveAccess([{ role: 'admin', assigned_categories: [] }], []).hasAdminAccess).toBe(true);
    expect(resolveAccess([{ role: 'member', assigned_categories: [] }], [{ role: 'admin' }]).hasAdminAccess).toBe(true);
  });

  it('head_coach counts as coach access', () => {
    expect(resolveAccess([{ role: 'head_coach', assigned_categories: ['m'] }], [])).toMatchObject({ hasCoachAccess: true, role: 'head_coach' });
  });

  it('among several profiles the coach row is preferred, and both accesses hold', () => {
    const access = resolveAccess(
      [
        { role: 'admin', assigned_categories: [] },
        { role: 'coach', assigned_categories: ['a', 'b'] },
      ],
      [],
    );
    expect(access).toEqual({ role: 'coach', assignedCategories: ['a', 'b'], hasAdminAccess: true, hasCoachAccess: true });
  });

  it('categories are the union of all coach rows without duplicates', () => {
    const access = resolveAccess(
      [
        { role: 'coach', assigned_categories: ['a'] },
        { role: 'head_coach', assigned_categories: ['a', 'c'] },
      ],
      [],
    );
    expect(access.assignedCategories).toEqual(['a', 'c']);
  });
});

describe('opensCoachPortal', () => {
  it('opens to coaches, head coaches and admins, not to members', () => {
    expect(opensCoachPortal(resolveAccess([{ role: 'coach', assigned_categories: ['m'] }], []))).toBe(true);
    expect(opensCoachPortal(resolveAccess([{ role: 'head_coach', assigned_categories: ['m'] }], []))).toBe(true);
    expect(opensCoachPortal(resolveAccess([{ role: 'member', assigned_categories: [] }], [{ role: 'admin' }]))).toBe(true);
    expect(opensCoachPortal(resolveAccess([{ role: 'member', assigned_categories: [] }], []))).toBe(false);
  });
});

describe('normaliseRoleAssignment', () => {
  it('keeps only admin and coach', () => {
    expect(normaliseRoleAssignment(['admin', 'member', 'head_coach', 'coach'], ['x'])).toEqual({ roles: ['admin', 'coach'], categories: ['x'] });
  });

  it('gives categories only to coaches', () => {
    expect(normaliseRoleAssignment(['admin'], ['x'])).toEqual({ roles: ['admin'], categories: [] });
    expect(normaliseRoleAssignment([], ['x'])).toEqual({ roles: [], categories: [] });
  });
});
