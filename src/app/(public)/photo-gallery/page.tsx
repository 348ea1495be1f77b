import type { Metadata } from 'next';
import { getPublishedAlbums } from '@/features/gallery/api';
import { formatLongDate } from '@/lib/format';
import { cachedPublicRead } from '@/lib/public-cache';

export const metadata: Metadata = { title: 'Fotogalerie', description: 'Fotografie ze zápasů, turnajů a akcí oddílu.' };

const readAlbums = cachedPublicRead('gallery-albums', ['gallery'], getPublishedAlbums);

/** /photo-gallery: published albums with their photos, loaded lazily. */
export default async function PhotoGalleryPage() {
  const albums = await readAlbums();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold">Fotogalerie</h1>
      {albums.length === 0 ? <p className="text-default-500">Fotogalerie se připravuje. Brzy zde najdete fotografie z našich zápasů a akcí.</p> : null}
      {albums.map((album) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} className="flex flex-col gap-3">
          <h2 id={`album-${album.id}`} className="text-xl font-semibold">
            {album.title}
          </h2>
          {album.event_date ? <p className="text-sm text-default-500">{formatLongDate(album.event_date)}</p> : null}
          {album.description ? <p>{album.description}</p> : null}
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {album.photos.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  {/* Photos live in Supabase Storage, whose host differs per deployment. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={photo.url} alt={photo.caption ?? album.title} width={photo.width ?? undefined} height={photo.height ?? undefined} loading="lazy" className="aspect-square w-full rounded-medium object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
