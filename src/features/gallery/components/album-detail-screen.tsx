'use client';

import dynamic from 'next/dynamic';
import { Button, Spinner } from '@heroui/react';
import NextLink from 'next/link';
import { useState } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { czechPlural, formatDate } from '@/lib/format';
import { useAlbum } from '../hooks';
import { galleryMessages } from '../messages';
import { AlbumPhotosAdmin } from './album-photos-admin';
import { PhotoUploader } from './photo-uploader';
import { PublishedChip } from './published-chip';

// The form (its fields and schema) is fetched when it is first opened.
const AlbumFormModal = dynamic(() => import('./album-form-modal').then((module) => module.AlbumFormModal), { ssr: false });

/** /admin/photo-gallery/{albumId}: the album's details, the uploader and its photos. */
export function AlbumDetailScreen({ albumId }: { albumId: string }) {
  const album = useAlbum(albumId);
  const [isEditing, setIsEditing] = useState(false);

  if (album.error)
    return <DatabaseErrorFallback error={album.error} scope="data" isAuthenticated onRetry={() => void album.refetch()} />;
  if (album.isPending) return <Spinner label="Načítám…" className="m-8" />;

  const back = (
    <NextLink href="/admin/photo-gallery" className="text-sm text-primary hover:underline">
      ← Všechna alba
    </NextLink>
  );
  if (!album.data) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <p>{galleryMessages.albumNotFound}</p>
      </div>
    );
  }

  const { data } = album;
  const lastOrder = data.photos.reduce((highest, photo) => Math.max(highest, photo.sort_order), -1);
  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">{data.title}</h2>
            <PublishedChip isPublished={data.is_published} />
          </div>
          <p className="text-sm text-default-500">
            {data.event_date ? `${formatDate(data.event_date)} · ` : ''}
            {czechPlural(data.photos.length, ['fotografie', 'fotografie', 'fotografií'])}
          </p>
        </div>
        <Button variant="flat" onPress={() => setIsEditing(true)}>
          Upravit album
        </Button>
      </div>
      <PhotoUploader albumId={data.id} firstSortOrder={lastOrder + 1} />
      <AlbumPhotosAdmin album={data} />
      {isEditing ? <AlbumFormModal album={data} onClose={() => setIsEditing(false)} /> : null}
    </div>
  );
}
