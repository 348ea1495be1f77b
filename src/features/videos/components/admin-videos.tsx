'use client';

import { useActiveCategories } from '@/features/categories/hooks';
import { VideosScreen } from './videos-screen';

/** /admin/videos: the whole library, every active category to file under. */
export function AdminVideos() {
  const categories = useActiveCategories();
  return <VideosScreen categories={categories.data ?? []} categoryScope={null} />;
}
