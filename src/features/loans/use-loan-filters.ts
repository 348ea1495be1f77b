'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { loanFiltersToParams, parseLoanFilters, type LoanFilters } from './filters';

/** The loans tab's filters from the URL (a reload keeps them); replace, so Back leaves the screen. */
export function useLoanFilters() {
  const router = useRouter();
  const pathname = usePathname();
  const filters = parseLoanFilters(useSearchParams());

  function setFilters(changes: Partial<LoanFilters>) {
    router.replace(`${pathname}?${loanFiltersToParams({ ...filters, ...changes }).toString()}`, { scroll: false });
  }

  return { filters, setFilters };
}
