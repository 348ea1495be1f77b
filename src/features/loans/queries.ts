import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { listLoanSummaries, listLoans } from './api';
import type { LoanFilters } from './filters';
import { loanKeys } from './keys';

export const loanListOptions = (loadClient: SupabaseClientLoader, filters: LoanFilters) =>
  queryOptions({ queryKey: loanKeys.list(filters), queryFn: async () => listLoans(await loadClient(), filters) });

export const loanSummaryOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: loanKeys.summaries(), queryFn: async () => listLoanSummaries(await loadClient()) });
