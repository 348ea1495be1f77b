'use client';

import { usePathname } from 'next/navigation';
import { IntentPrefetchLink } from '@/components/intent-prefetch-link';
import { useBrowserStorage } from '@/lib/use-browser-storage';
import { COACH_SIDEBAR_STORAGE_KEY, coachRoutes } from '../coach-routes';

/** 'Trenérský portál' sidebar; collapsing is remembered in browser storage. */
export function CoachSidebar() {
  const pathname = usePathname();
  const [stored, setStored] = useBrowserStorage(COACH_SIDEBAR_STORAGE_KEY, 'false');
  const isCollapsed = stored === 'true';
  const toggle = () => setStored(String(!isCollapsed));

  return (
    <nav aria-label="Trenérský portál" className="flex flex-col gap-4 p-4">
      <div className="flex items-center justify-between">
        <IntentPrefetchLink href="/coaches/dashboard" className="text-lg font-semibold text-primary">
          Trenérský portál
        </IntentPrefetchLink>
        <button type="button" className="text-sm text-default-500" aria-expanded={!isCollapsed} onClick={toggle}>
          {isCollapsed ? 'Rozbalit' : 'Sbalit'}
        </button>
      </div>
      {isCollapsed ? null : (
        <ul className="flex flex-col gap-1">
          {coachRoutes.map((route) => (
            <li key={route.href}>
              <IntentPrefetchLink
                href={route.href}
                aria-current={pathname === route.href ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm hover:bg-default-100 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {route.title}
              </IntentPrefetchLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
