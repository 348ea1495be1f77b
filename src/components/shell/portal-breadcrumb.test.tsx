// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminBreadcrumbTrail } from '@/features/navigation/admin-routes';
import { coachBreadcrumbTrail } from '@/features/navigation/coach-routes';
import { breadcrumbItems, PortalBreadcrumb } from './portal-breadcrumb';

const location = { pathname: '/admin/members' };
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));

afterEach(cleanup);

describe('breadcrumbItems', () => {
  it('names each step by the portal page at its address; an address no page names is a detail', () => {
    expect(breadcrumbItems('/admin/members/4b1f', adminBreadcrumbTrail).map((item) => [item.href, item.title])).toEqual([
      ['/admin', 'Administrace'],
      ['/admin/members', 'Členové'],
      ['/admin/members/4b1f', 'Detail'],
    ]);
  });

  it("shows no trail on a portal's first page", () => {
    expect(breadcrumbItems('/admin', adminBreadcrumbTrail)).toEqual([]);
    expect(breadcrumbItems('/coaches/dashboard', coachBreadcrumbTrail)).toEqual([]);
  });

  it('starts the coach trail at the dashboard', () => {
    expect(breadcrumbItems('/coaches/lineups', coachBreadcrumbTrail).map((item) => item.title)).toEqual(['Trenérský portál', 'Sestavy']);
  });
});

describe('PortalBreadcrumb', () => {
  it('is a named navigation whose current page is marked and not a link', () => {
    location.pathname = '/admin/members';
    render(<PortalBreadcrumb trail={adminBreadcrumbTrail} />);
    const nav = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(screen.getByRole('link', { name: 'Administrace' }).getAttribute('href')).toBe('/admin');
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Členové');
    expect(current?.closest('a')).toBeNull();
  });
});
