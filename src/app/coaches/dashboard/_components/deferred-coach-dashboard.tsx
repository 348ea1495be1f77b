'use client';

import { Spinner } from '@heroui/react';
import dynamic from 'next/dynamic';

/**
 * The coach dashboard, fetched once the page has hydrated: it shows a spinner until its queries
 * answer anyway, so its code downloads alongside supabase-js instead of before the page can be
 * used, and the portal's entry page stays within its first-load budget.
 */
export const CoachDashboard = dynamic(() => import('./coach-dashboard').then((module) => module.CoachDashboard), {
  ssr: false,
  loading: () => <Spinner label="Načítám…" />,
});
