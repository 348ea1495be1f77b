import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { getClubOverview } from '@/features/dashboard/api';
import { ClubLists } from '@/features/dashboard/components/club-lists';
import { OverviewCards } from '@/features/dashboard/components/overview-cards';
import { getSupabaseServerClient } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Next.js renders a page alongside its layout, so the page checks access itself before any
  // query (the layout shows the refusal).
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  const overview = await getClubOverview(await getSupabaseServerClient());
  return (
    <div className="flex flex-col gap-6">
      <OverviewCards overview={overview} />
      <ClubLists />
    </div>
  );
}
