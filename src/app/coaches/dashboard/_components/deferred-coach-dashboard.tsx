'use client';

import { Spinner } from '@heroui/react';
import dynamic from 'next/dynamic';

/**
 * The coach dashboard, rendered on the server with the data its page prefetched, while its code
 * stays out of the first load: the browser shows the server's HTML at once and fetches the code
 * alongside supabase-js, hydrating the dashboard when it arrives, so the portal's entry page
 * stays within its first-load budget. The spinner shows only on a client-side navigation.
 */
export const CoachDashboard = dynamic(() => import('./coach-dashboard').then((module) => module.CoachDashboard), {
  loading: () => <Spinner label="Načítám…" />,
});
