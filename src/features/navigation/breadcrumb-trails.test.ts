import { describe, expect, it } from 'vitest';
import { breadcrumbItems } from '@/components/shell/portal-breadcrumb';
import { adminBreadcrumbTrail } from './admin-routes';
import { coachBreadcrumbTrail } from './coach-routes';

describe('the portals’ breadcrumb trails', () => {
  it('name admin sections as the sidebar does, a record under one as its detail', () => {
    expect(breadcrumbItems('/admin/members/4b1f', adminBreadcrumbTrail).map((item) => item.title)).toEqual(['Administrace', 'Členové', 'Detail']);
    expect(breadcrumbItems('/admin', adminBreadcrumbTrail)).toEqual([]);
  });

  it('start the coach trail at the dashboard', () => {
    expect(breadcrumbItems('/coaches/lineups', coachBreadcrumbTrail).map((item) => item.title)).toEqual(['Trenérský portál', 'Sestavy']);
    expect(breadcrumbItems('/coaches/dashboard', coachBreadcrumbTrail)).toEqual([]);
  });
});
