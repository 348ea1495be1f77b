'use client';

import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { AdminListScreen } from '@/components/admin-list-screen';
import { czechPlural, formatDate } from '@/lib/format';
import type { AlbumListItem } from '../api/admin';
import { useAlbums, useDeleteAlbum } from '../hooks';
import { galleryMessages } from '../messages';
import { PublishedChip } from './published-chip';

// The form (its fields and schema) is fetched when it is first opened.
const AlbumFormModal = dynamic(() => import('./album-form-modal').then((module) => module.AlbumFormModal), { ssr: false });

/** /admin/photo-gallery: the albums with their date, photo count and state; add, edit, delete. */
export function AlbumsScreen() {
  const router = useRouter();
  const albums = useAlbums();
  const remove = useDeleteAlbum();

  return (
    <AdminListScreen<AlbumListItem>
      query={albums}
      loadError={galleryMessages.albumsLoadError}
      addLabel="Přidat album"
      table={{
        label: 'Alba',
        emptyText: galleryMessages.albumsEmpty,
        columns: [
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
        ],
      }}
      extraActions={[
        { label: 'Fotografie', color: 'primary', onPress: (album) => router.push(`/admin/photo-gallery/${album.id}`) },
      ]}
      renderEditor={(album, close) => <AlbumFormModal album={album} onClose={close} />}
      deletion={{
        title: 'Smazat album',
        message: (album) =>
          `Opravdu chcete smazat album ${album.title} i se všemi fotografiemi (${album.photo_count})? Tato akce je nevratná.`,
        mutation: remove,
      }}
    />
  );
}
