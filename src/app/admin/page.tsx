import type { QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { prefetchNextMatchesAndBirthdays } from '@/app/_components/prefetch-next-matches-and-birthdays';
import { getCurrentSession } from '@/features/auth/session';
import { activeCategoriesOptions } from '@/features/categories/queries';
import { commentListOptions } from '@/features/comments/queries';
import { todoListOptions } from '@/features/todos/queries';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { ServerPrefetch } from '@/lib/server-prefetch';
import { getClubOverview } from './_components/club-overview';
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

/** The figures, read while the panels' prefetch runs beside them. */
async function ClubOverviewCards() {
  return <OverviewCards overview={await getClubOverview(await getSupabaseServerClient())} />;
}

export default async function AdminDashboardPage() {
  // Next.js renders a page alongside its layout, so the page checks access itself before any
  // query (the layout shows the refusal).
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  const email = session.user.email ?? '';
  const fullName: unknown = session.user.user_metadata['full_name'];
  return (
    <div className="flex flex-col gap-6">
      <ClubOverviewCards />
      <ServerPrefetch prefetch={prefetchPanels}>
        <ClubLists />
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <TodosPanel userEmail={email} />
          <CommentsPanel author={{ name: typeof fullName === 'string' && fullName.trim() ? fullName : email, email }} />
        </div>
      </ServerPrefetch>
    </div>
  );
}
