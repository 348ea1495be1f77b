'use client';

import { Spinner } from '@heroui/react';
import dynamic from 'next/dynamic';

/**
 * The admin dashboard's data panels, rendered on the server with the data the page prefetched,
 * while their code (HeroUI's tabs, pagination and chips, the lists) stays out of the first load:
 * the browser shows the server's HTML at once and fetches the code alongside supabase-js,
 * hydrating each panel when it arrives, so the portal's entry page stays within its first-load
 * budget. The spinner shows only on a client-side navigation.
 */
function PanelLoading() {
  return <Spinner size="sm" label="Načítám…" />;
}

export const ClubLists = dynamic(() => import('./club-lists').then((module) => module.ClubLists), { loading: PanelLoading });

export const TodosPanel = dynamic(() => import('@/features/todos/components/todos-panel').then((module) => module.TodosPanel), {
  loading: PanelLoading,
});

export const CommentsPanel = dynamic(
  () => import('@/features/comments/components/comments-panel').then((module) => module.CommentsPanel),
  { loading: PanelLoading },
);
