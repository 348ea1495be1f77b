// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breadcrumbItems, PortalBreadcrumb, type BreadcrumbTrail } from './portal-breadcrumb';

const location = { pathname: '/portal/members' };
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));

afterEach(cleanup);

const trail: BreadcrumbTrail = {
  root: { href: '/portal', title: 'Portál' },
  pages: [{ href: '/portal/members', title: 'Členové' }],
};

describe('breadcrumbItems', () => {
  it('names each step by the portal page at its address; an address no page names is a detail', () => {
    expect(breadcrumbItems('/portal/members/4b1f', trail).map((item) => [item.href, item.title])).toEqual([
      ['/portal', 'Portál'],
      ['/portal/members', 'Členové'],
      ['/portal/members/4b1f', 'Detail'],
    ]);
  });

  it("shows no trail on a portal's first page, even when that page is deeper than the portal's address", () => {
    expect(breadcrumbItems('/portal', trail)).toEqual([]);
    expect(breadcrumbItems('/portal/members', { ...trail, root: { href: '/portal/members', title: 'Členové' } })).toEqual([]);
  });
});

describe('PortalBreadcrumb', () => {
  it('is a named navigation whose current page is marked and not a link', () => {
    location.pathname = '/portal/members';
    render(<PortalBreadcrumb trail={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Drobečková navigace' });
    expect(screen.getByRole('link', { name: 'Portál' }).getAttribute('href')).toBe('/portal');
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Členové');
    expect(current?.closest('a')).toBeNull();
  });
});
