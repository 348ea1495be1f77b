import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { isAdminSession } from '@/features/auth/session';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { clubListOptions } from '@/features/clubs/queries';
import { LoansPanel } from '@/features/loans/components/loans-panel';
import { loanFilterState } from '@/features/loans/filters';
import { loanListOptions, loanSummaryOptions } from '@/features/loans/queries';
import { MembersScreen } from '@/features/members/components/members-screen';
import { MembersTabs } from '@/features/members/components/members-tabs';
import { memberFilterState, membersTabState } from '@/features/members/filters';
import { memberFunctionListOptions, memberListOptions } from '@/features/members/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';

export const metadata: Metadata = { title: 'Členové' };

type SearchParams = Record<string, string | string[] | undefined>;

/** The open tab's first screen, filtered and paged as the address says, with its filters' options. */
function prefetchOpenTab(params: SearchParams) {
  return (queryClient: QueryClient) => {
    if (membersTabState.parse(params).tab === 'loans') {
      return Promise.all([
        queryClient.prefetchQuery(loanListOptions(getSupabaseServerClient, loanFilterState.parse(params))),
        queryClient.prefetchQuery(loanSummaryOptions(getSupabaseServerClient)),
        queryClient.prefetchQuery(clubListOptions(getSupabaseServerClient)),
      ]);
    }
    return Promise.all([
      queryClient.prefetchQuery(memberListOptions(getSupabaseServerClient, memberFilterState.parse(params))),
      queryClient.prefetchQuery(memberFunctionListOptions(getSupabaseServerClient)),
      queryClient.prefetchQuery(activeCategoriesOptions(getSupabaseServerClient)),
    ]);
  };
}

/** /admin/members and /admin/members?tab=loans. */
export default async function AdminMembersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ServerPrefetch shownWhen={isAdminSession()} prefetch={prefetchOpenTab(await searchParams)}>
      <MembersTabs members={<MembersScreen />} loans={<LoansPanel />} />
    </ServerPrefetch>
  );
}
