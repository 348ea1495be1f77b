'use client';

import Image from 'next/image';
import { useCallback, useState } from 'react';
import { CzechHeroUI } from '@/components/providers/czech-heroui';
import type { GalleryAlbum } from '../api/public';
import { PhotoLightbox } from './photo-lightbox';

/** A published album's thumbnails; a click opens the lightbox on that photo. */
export function AlbumPhotos({ album }: { album: GalleryAlbum }) {
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  const altOf = (photo: GalleryAlbum['photos'][number], position: number) =>
    photo.caption ?? `${album.title} – fotografie ${position + 1}`;

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {album.photos.map((photo, position) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setIndex(position)}
              className="relative block aspect-square w-full overflow-hidden rounded-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Image
                src={photo.url}
                alt={altOf(photo, position)}
                fill
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="object-cover transition hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {/* The lightbox's dismiss button is labelled in Czech like the rest of the page. */}
      <CzechHeroUI>
        <PhotoLightbox photos={album.photos} index={index} altOf={altOf} onIndexChange={setIndex} onClose={close} />
      </CzechHeroUI>
    </>
  );
}
