import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { getSupabaseServerClient } from '@/lib/supabase/server';
import { getClubOverview } from './_components/club-overview';
import { ClubLists, CommentsPanel, TodosPanel } from './_components/deferred-panels';
import { OverviewCards } from './_components/overview-cards';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Next.js renders a page alongside its layout, so the page checks access itself before any
  // query (the layout shows the refusal).
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  const overview = await getClubOverview(await getSupabaseServerClient());
  const email = session.user.email ?? '';
  const fullName: unknown = session.user.user_metadata['full_name'];
  return (
    <div className="flex flex-col gap-6">
      <OverviewCards overview={overview} />
      <ClubLists />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <TodosPanel userEmail={email} />
        <CommentsPanel author={{ name: typeof fullName === 'string' && fullName.trim() ? fullName : email, email }} />
      </div>
    </div>
  );
}
