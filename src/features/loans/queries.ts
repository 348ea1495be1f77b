import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { listLoanSummaries, listLoans } from './api';
import type { LoanFilters } from './filters';
import { loanKeys } from './keys';

export const loanListOptions = (client: TypedSupabaseClient, filters: LoanFilters) =>
  queryOptions({ queryKey: loanKeys.list(filters), queryFn: () => listLoans(client, filters) });

export const loanSummaryOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: loanKeys.summaries(), queryFn: () => listLoanSummaries(client) });
