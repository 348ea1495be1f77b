'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { IntentPrefetchLink } from '@/components/intent-prefetch-link';
import { adminRouteGroups, adminRoutes, type AdminRouteGroup } from '../admin-routes';

/** The admin sidebar: the registry's routes in collapsible groups. */
export function AdminSidebar({ clubName }: { clubName: string }) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState<Set<AdminRouteGroup>>(new Set());
  const groups = (Object.keys(adminRouteGroups) as AdminRouteGroup[]).filter((group) => adminRoutes.some((route) => route.group === group));

  function toggle(group: AdminRouteGroup) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  }

  return (
    <nav aria-label="Administrace" className="flex flex-col gap-4 p-4">
      <Link href="/" className="text-lg font-semibold text-primary">
        {clubName}
      </Link>
      {groups.map((group) => (
        <div key={group}>
          <button
            type="button"
            className="flex w-full items-center justify-between text-xs font-semibold uppercase tracking-wide text-default-500"
            aria-expanded={!collapsed.has(group)}
            onClick={() => toggle(group)}
          >
            {adminRouteGroups[group]}
            <span aria-hidden>{collapsed.has(group) ? '▸' : '▾'}</span>
          </button>
          {collapsed.has(group) ? null : (
            <ul className="mt-2 flex flex-col gap-1">
              {adminRoutes
                .filter((route) => route.group === group)
                .map((route) => (
                  <li key={route.href}>
                    <IntentPrefetchLink
                      href={route.href}
                      aria-current={isCurrent(pathname, route.href) ? 'page' : undefined}
                      className="block rounded-md px-3 py-2 text-sm hover:bg-default-100 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                    >
                      {route.title}
                    </IntentPrefetchLink>
                  </li>
                ))}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
}

/** A section stays marked on its sub-pages (a member's page under Členové); the dashboard only on itself. */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/admin' && pathname.startsWith(`${href}/`));
}
