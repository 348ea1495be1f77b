import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { AlbumsScreen } from '@/features/gallery/components/albums-screen';

export const metadata: Metadata = { title: 'Fotogalerie' };

export default async function AdminPhotoGalleryPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <AlbumsScreen />;
}
