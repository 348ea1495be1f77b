'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useActiveCategories } from '@/features/categories/hooks';
import { announcementTexts } from '../messages';
import { AnnouncementsScreen } from './announcements-screen';

/** /admin/announcements: an admin writes to any active category or the whole club, and sees everything sent. */
export function AdminAnnouncements() {
  const categories = useActiveCategories();
  if (categories.isPending) return <Spinner label={announcementTexts.loading} className="self-center py-12" />;
  if (categories.error) return <DatabaseErrorFallback error={categories.error} scope="data" isAuthenticated />;
  return <AnnouncementsScreen categories={categories.data} canWriteClub />;
}
