import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getCurrentSession } from '@/features/auth/session';
import { AlbumDetailScreen } from '@/features/gallery/components/album-detail-screen';

export const metadata: Metadata = { title: 'Album fotogalerie' };

export default async function AdminAlbumPage({ params }: { params: Promise<{ albumId: string }> }) {
  const { albumId } = await params;
  // Anything but a uuid would only reach the database to fail there.
  if (!z.uuid().safeParse(albumId).success) notFound();
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <AlbumDetailScreen albumId={albumId} />;
}
