'use client';

import { Button, Modal, ModalBody, ModalContent } from '@heroui/react';
import Image from 'next/image';
import { useEffect, useRef, type TouchEvent } from 'react';
import type { GalleryAlbum } from '../api/public';

type GalleryPhoto = GalleryAlbum['photos'][number];

interface PhotoLightboxProps {
  photos: GalleryPhoto[];
  index: number | null;
  altOf: (photo: GalleryPhoto, index: number) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal swipe longer than this steps to the next photo; shorter ones are taps. */
const SWIPE_PIXELS = 50;

/**
 * One photo at a time over the page: Esc closes (the modal's own), ←/→, the buttons and a swipe
 * step through the album, wrapping at its ends; focus goes back to the thumbnail (the modal's
 * focus scope restores it).
 */
export function PhotoLightbox({ photos, index, altOf, onIndexChange, onClose }: PhotoLightboxProps) {
  const count = photos.length;
  const photo = index === null ? undefined : photos[index];
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (index === null) return;
    const current = index;
    // On the window: focus may sit on the dialog itself, outside any element of ours.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') onIndexChange((current + 1) % count);
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count);

  function onTouchEnd(event: TouchEvent) {
    const start = swipeStart.current;
    const end = event.changedTouches[0]?.clientX;
    swipeStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PIXELS || count < 2) return;
    step(end < start ? 1 : -1);
  }

  return (
    <Modal
      isOpen={photo !== undefined}
      onClose={onClose}
      size="full"
      hideCloseButton
      classNames={{ base: 'bg-black text-white' }}
    >
      <ModalContent>
        {photo && index !== null ? (
          <ModalBody className="flex flex-col gap-3 p-2 sm:p-4">
            <div className="flex items-center justify-between gap-2">
              <p aria-live="polite" className="text-sm tabular-nums">
                {index + 1} / {count}
              </p>
              <Button variant="light" className="text-white" onPress={onClose}>
                Zavřít
              </Button>
            </div>
            <div
              className="relative min-h-0 flex-1 touch-pan-y"
              onTouchStart={(event) => {
                swipeStart.current = event.touches[0]?.clientX ?? null;
              }}
              onTouchEnd={onTouchEnd}
            >
              <Image
                key={photo.id}
                src={photo.url}
                alt={altOf(photo, index)}
                fill
                sizes="100vw"
                className="object-contain"
                priority
              />
            </div>
            <div className="flex items-center justify-between gap-2">
              <Button
                isIconOnly
                size="lg"
                variant="flat"
                className="text-white"
                aria-label="Předchozí fotografie"
                onPress={() => step(-1)}
                isDisabled={count < 2}
              >
                ←
              </Button>
              <p className="min-h-6 flex-1 text-center text-sm">{photo.caption}</p>
              <Button
                isIconOnly
                size="lg"
                variant="flat"
                className="text-white"
                aria-label="Další fotografie"
                onPress={() => step(1)}
                isDisabled={count < 2}
              >
                →
              </Button>
            </div>
          </ModalBody>
        ) : null}
      </ModalContent>
    </Modal>
  );
}
