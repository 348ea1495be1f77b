'use client';

import dynamic from 'next/dynamic';

/**
 * The admin dashboard's data panels, rendered on the server with the data the page prefetched,
 * while their code (HeroUI's tabs, pagination and chips, the lists) stays out of the first load:
 * the browser shows the server's HTML at once and fetches the code alongside supabase-js,
 * hydrating each panel when it arrives, so the portal's entry page stays within its first-load
 * budget. No loading fallback: with one, each panel became a boundary of its own that the server
 * streamed after the page, and the browser revealed it no sooner than 300 ms after painting its
 * spinner; without one, the page arrives whole.
 */
export const ClubLists = dynamic(() => import('./club-lists').then((module) => module.ClubLists));

export const TodosPanel = dynamic(() => import('@/features/todos/components/todos-panel').then((module) => module.TodosPanel));

export const CommentsPanel = dynamic(() => import('@/features/comments/components/comments-panel').then((module) => module.CommentsPanel));
