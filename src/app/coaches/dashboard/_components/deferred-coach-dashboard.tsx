'use client';

import dynamic from 'next/dynamic';

/**
 * The coach dashboard, rendered on the server with the data its page prefetched, while its code
 * stays out of the first load: the browser shows the server's HTML at once and fetches the code
 * alongside supabase-js, hydrating the dashboard when it arrives, so the portal's entry page
 * stays within its first-load budget. No loading fallback: with one, the dashboard became a
 * boundary the server streamed after the page, revealed no sooner than 300 ms after its spinner
 * was painted; without one, the page arrives whole.
 */
export const CoachDashboard = dynamic(() => import('./coach-dashboard').then((module) => module.CoachDashboard));
