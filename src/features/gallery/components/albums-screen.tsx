'use client';

import { Button } from '@heroui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { czechPlural, formatDate } from '@/lib/format';
import type { AlbumListItem } from '../admin-api';
import { useAlbums, useDeleteAlbum } from '../hooks';
import { galleryMessages } from '../messages';
import { AlbumFormModal } from './album-form-modal';
import { PublishedChip } from './published-chip';

/** /admin/photo-gallery: the albums with their date, photo count and state; add, edit, delete. */
export function AlbumsScreen() {
  const router = useRouter();
  const albums = useAlbums();
  const remove = useDeleteAlbum();
  const [editing, setEditing] = useState<AlbumListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlbumListItem | null>(null);

  if (albums.error)
    return <DatabaseErrorFallback error={albums.error} scope="data" isAuthenticated onRetry={() => void albums.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button color="primary" onPress={() => setEditing('new')}>
          Přidat album
        </Button>
      </div>
      <DataTable<AlbumListItem>
        label="Alba"
        rows={albums.data ?? []}
        isLoading={albums.isPending}
        emptyText={galleryMessages.albumsEmpty}
        columns={[
          {
            key: 'title',
            label: 'Název',
            render: (album) => (
              <NextLink href={`/admin/photo-gallery/${album.id}`} className="font-medium text-primary hover:underline">
                {album.title}
              </NextLink>
            ),
          },
          {
            key: 'date',
            label: 'Datum akce',
            render: (album) => (album.event_date ? formatDate(album.event_date) : '—'),
            hideOnMobile: true,
          },
          {
            key: 'photos',
            label: 'Fotografie',
            render: (album) => czechPlural(album.photo_count, ['fotografie', 'fotografie', 'fotografií']),
            hideOnMobile: true,
          },
          { key: 'state', label: 'Stav', render: (album) => <PublishedChip isPublished={album.is_published} /> },
        ]}
        actions={[
          { label: 'Fotografie', color: 'primary', onPress: (album) => router.push(`/admin/photo-gallery/${album.id}`) },
          { label: 'Upravit', onPress: (album) => setEditing(album) },
          { label: 'Smazat', color: 'danger', onPress: (album) => setDeleting(album) },
        ]}
      />
      {editing ? <AlbumFormModal album={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat album"
        message={
          deleting
            ? `Opravdu chcete smazat album ${deleting.title} i se všemi fotografiemi (${deleting.photo_count})? Tato akce je nevratná.`
            : ''
        }
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
