import type { Metadata } from 'next';
import { readPublishedAlbums } from '@/features/gallery/cached';
import { AlbumPhotos } from '@/features/gallery/components/album-photos';
import { galleryMessages } from '@/features/gallery/messages';
import { formatLongDate } from '@/lib/format';

export const metadata: Metadata = { title: 'Fotogalerie', description: 'Fotografie ze zápasů, turnajů a akcí oddílu.' };

/** /photo-gallery: published albums, thumbnails loaded lazily, each opening a lightbox. */
export default async function PhotoGalleryPage() {
  const albums = await readPublishedAlbums();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold">Fotogalerie</h1>
      {albums.length === 0 ? <p className="text-default-500">{galleryMessages.galleryEmpty}</p> : null}
      {albums.map((album) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} className="flex flex-col gap-3">
          <h2 id={`album-${album.id}`} className="text-xl font-semibold">
            {album.title}
          </h2>
          {album.event_date ? <p className="text-sm text-default-500">{formatLongDate(album.event_date)}</p> : null}
          {album.description ? <p>{album.description}</p> : null}
          <AlbumPhotos album={album} />
        </section>
      ))}
    </div>
  );
}
