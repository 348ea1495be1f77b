'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { announcementTexts } from '../messages';
import { AnnouncementsScreen } from './announcements-screen';

/** /coaches/announcements: a coach writes to their categories (an admin simulating a coach, to the simulated ones). */
export function CoachAnnouncements({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin);
  if (isPending) return <Spinner label={announcementTexts.loading} className="self-center py-12" />;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated />;
  if (categories.length === 0) {
    return <p className="rounded-large border border-dashed border-default-300 p-8 text-center text-default-500">{announcementTexts.noCategories}</p>;
  }
  return <AnnouncementsScreen categories={categories} canWriteClub={false} />;
}
