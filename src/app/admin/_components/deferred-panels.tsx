'use client';

import { Spinner } from '@heroui/react';
import dynamic from 'next/dynamic';

/**
 * The admin dashboard's data panels, fetched once the page has hydrated. Each shows a spinner until its
 * queries answer anyway, so its code (HeroUI's tabs, pagination and chips, the lists) downloads
 * alongside supabase-js instead of before the page can be used: the portal's entry page stays
 * within its first-load budget.
 */
function PanelLoading() {
  return <Spinner size="sm" label="Načítám…" />;
}

export const ClubLists = dynamic(() => import('./club-lists').then((module) => module.ClubLists), {
  ssr: false,
  loading: PanelLoading,
});

export const TodosPanel = dynamic(() => import('@/features/todos/components/todos-panel').then((module) => module.TodosPanel), {
  ssr: false,
  loading: PanelLoading,
});

export const CommentsPanel = dynamic(
  () => import('@/features/comments/components/comments-panel').then((module) => module.CommentsPanel),
  { ssr: false, loading: PanelLoading },
);
