'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { memberFiltersToParams, parseMemberFilters, type MemberFilters } from './filters';

/**
 * The register's filters from the URL (issue 11 §1: a reload keeps them). Changing a filter
 * goes back to page 1; replace, not push, so Back leaves the screen instead of undoing typing.
 */
export function useMemberFilters() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filters = parseMemberFilters(params);

  function setFilters(changes: Partial<MemberFilters>) {
    const next = { ...filters, page: 1, ...changes };
    const query = memberFiltersToParams(next).toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  return { filters, setFilters };
}
