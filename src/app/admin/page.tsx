import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { prefetchNextMatchesAndBirthdays } from '@/app/_components/prefetch-next-matches-and-birthdays';
import { getCurrentSession, isAdminSession } from '@/features/auth/session';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { commentListOptions } from '@/features/comments/queries';
import { todoListOptions } from '@/features/todos/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';
import { getClubOverview, type ClubOverview } from './_components/club-overview';
import { ClubLists, CommentsPanel, TodosPanel } from './_components/deferred-panels';
import { OverviewCards } from './_components/overview-cards';

export const metadata: Metadata = { title: 'Dashboard' };

/** The panels' first screen: the todos, the comments, and the lists across every active category, all at once. */
async function prefetchPanels(queryClient: QueryClient) {
  await Promise.all([
    queryClient.prefetchQuery(todoListOptions(getSupabaseServerClient)),
    queryClient.prefetchQuery(commentListOptions(getSupabaseServerClient)),
    queryClient
      .fetchQuery(activeCategoriesOptions(getSupabaseServerClient))
      .then((categories) => prefetchNextMatchesAndBirthdays(queryClient, categories.map((category) => category.id)))
      .catch(() => undefined),
  ]);
}

/** The dashboard once the session has passed: the figures, then the panels with the user's name. */
async function Dashboard({ overview }: { overview: Promise<ClubOverview> }) {
  const session = await getCurrentSession();
  const email = session?.user.email ?? '';
  const fullName: unknown = session?.user.user_metadata['full_name'];
  return (
    <div className="flex flex-col gap-6">
      <OverviewCards overview={await overview} />
      <ClubLists />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <TodosPanel userEmail={email} />
        <CommentsPanel author={{ name: typeof fullName === 'string' && fullName.trim() ? fullName : email, email }} />
      </div>
    </div>
  );
}

export default function AdminDashboardPage() {
  // The figures are read alongside the panels and Auth's check; a failed read reaches the page's
  // error boundary when the figures render (caught here only so a refused page leaves no
  // unhandled rejection behind).
  const overview = getSupabaseServerClient().then(getClubOverview);
  return (
    <ServerPrefetch shownWhen={isAdminSession()} prefetch={(queryClient) => Promise.all([prefetchPanels(queryClient), overview.catch(() => null)])}>
      <Dashboard overview={overview} />
    </ServerPrefetch>
  );
}
