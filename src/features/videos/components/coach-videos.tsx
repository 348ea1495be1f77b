'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { videoMessages } from '../messages';
import { VideosScreen } from './videos-screen';

/**
 * /coaches/videos: the videos of the coach's categories (an admin's simulated ones). With
 * no categories the list is empty: the screen says so instead of asking for everything.
 */
export function CoachVideos({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin);
  if (isPending) return <Spinner label={videoMessages.loading} className="self-center py-12" />;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated />;
  if (categories.length === 0) {
    return (
      <p className="rounded-large border border-dashed border-default-300 p-8 text-center text-default-500">
        {videoMessages.noCategories}
      </p>
    );
  }
  return <VideosScreen categories={categories} categoryScope={categories.map((category) => category.id)} />;
}
