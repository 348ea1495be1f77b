import type { Metadata } from 'next';
import { getClubOverview } from '@/features/dashboard/api';
import { OverviewCards } from '@/features/dashboard/components/overview-cards';
import { getSupabaseServerClient } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const overview = await getClubOverview(await getSupabaseServerClient());
  return <OverviewCards overview={overview} />;
}
