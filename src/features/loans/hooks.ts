'use client';

import { useQuery } from '@tanstack/react-query';
import { memberKeys } from '@/features/members/keys';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { cancelLoan, createLoan, endLoan } from './api';
import type { LoanFilters } from './filters';
import { loanKeys } from './keys';
import { loanMessages } from './messages';
import { loanListOptions, loanSummaryOptions } from './queries';
import type { TLoanInput } from './schema';

export const useLoans = (filters: LoanFilters) => useQuery(loanListOptions(loadSupabaseBrowserClient, filters));
export const useLoanSummaries = () => useQuery(loanSummaryOptions(loadSupabaseBrowserClient));

// A loan changes where a member plays: the member's detail shows it too.
const loanTargets: AdminMutationTargets = { invalidates: [loanKeys.all, memberKeys.details()] };

export function useCreateLoan() {
  return useAdminMutation({
    ...loanTargets,
    mutationFn: async ({ id, loan }: { id: string; loan: TLoanInput }) => createLoan(await loadSupabaseBrowserClient(), id, loan),
    success: loanMessages.created,
    failure: loanMessages.createError,
  });
}

export function useEndLoan() {
  return useAdminMutation({
    ...loanTargets,
    mutationFn: async (loanId: string) => endLoan(await loadSupabaseBrowserClient(), loanId),
    success: loanMessages.ended,
    failure: loanMessages.endError,
  });
}

export function useCancelLoan() {
  return useAdminMutation({
    ...loanTargets,
    mutationFn: async (loanId: string) => cancelLoan(await loadSupabaseBrowserClient(), loanId),
    success: loanMessages.cancelled,
    failure: loanMessages.cancelError,
  });
}
