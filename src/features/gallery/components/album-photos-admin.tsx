'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { AlbumWithPhotos, Photo } from '../api/admin';
import { useDeletePhoto, useReorderPhotos, useSetAlbumCover } from '../hooks';
import { galleryMessages } from '../messages';
import { movePhoto, type MoveDirection } from '../order';
import { CaptionModal } from './caption-modal';
import { PhotoTile } from './photo-tile';

/** Keeps keyboard focus on the moved photo; at the first/last place its other arrow takes it. */
function focusMoved(photoId: string, direction: MoveDirection) {
  requestAnimationFrame(() => {
    const same = document.getElementById(`move-${direction}-${photoId}`);
    const other = document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${photoId}`);
    (same && !same.hasAttribute('disabled') ? same : other)?.focus();
  });
}

/** The album's photos in their public order: move, caption, cover and delete. */
export function AlbumPhotosAdmin({ album }: { album: AlbumWithPhotos }) {
  const reorder = useReorderPhotos();
  const setCover = useSetAlbumCover();
  const remove = useDeletePhoto();
  const [captioning, setCaptioning] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const ids = album.photos.map((photo) => photo.id);

  function move(photoId: string, direction: MoveDirection) {
    reorder.mutate(
      { albumId: album.id, photoIds: movePhoto(ids, photoId, direction) },
      { onSuccess: () => focusMoved(photoId, direction) },
    );
  }

  if (album.photos.length === 0)
    return <p className="rounded-medium border border-divider p-6 text-center text-default-500">{galleryMessages.photosEmpty}</p>;

  return (
    <>
      <ol aria-label="Fotografie alba" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {album.photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            position={index + 1}
            count={album.photos.length}
            isCover={album.cover_url === photo.url}
            isBusy={reorder.isPending || setCover.isPending}
            onMove={(direction) => move(photo.id, direction)}
            onCaption={() => setCaptioning(photo)}
            onCover={() => setCover.mutate({ albumId: album.id, url: photo.url })}
            onDelete={() => setDeleting(photo)}
          />
        ))}
      </ol>
      {captioning ? <CaptionModal photo={captioning} onClose={() => setCaptioning(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat fotografii"
        message="Opravdu chcete smazat tuto fotografii? Tato akce je nevratná."
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
