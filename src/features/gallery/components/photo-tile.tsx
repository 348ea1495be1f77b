'use client';

import { Button, Chip } from '@heroui/react';
import Image from 'next/image';
import type { Photo } from '../api/admin';
import type { MoveDirection } from '../order';

interface PhotoTileProps {
  photo: Photo;
  position: number;
  count: number;
  isCover: boolean;
  isBusy: boolean;
  onMove: (direction: MoveDirection) => void;
  onCaption: () => void;
  onCover: () => void;
  onDelete: () => void;
}

/** One photo of the album with its actions; buttons are named by position for screen readers. */
export function PhotoTile({ photo, position, count, isCover, isBusy, onMove, onCaption, onCover, onDelete }: PhotoTileProps) {
  const name = `fotografii ${position}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-medium border border-divider bg-content1">
      <div className="relative aspect-[4/3] bg-default-100">
        <Image
          src={photo.url}
          alt={photo.caption ?? `Fotografie ${position}`}
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          className="object-cover"
        />
        <span className="absolute left-1 top-1 rounded-small bg-black/60 px-1.5 text-xs text-white">
          {position} / {count}
        </span>
        {isCover ? (
          <Chip size="sm" color="primary" className="absolute right-1 top-1">
            Titulní
          </Chip>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <p className={`line-clamp-2 text-sm ${photo.caption ? '' : 'text-default-400'}`}>{photo.caption ?? 'Bez popisku'}</p>
        {/* Two groups, so on a phone the row breaks between order and the other actions. */}
        <div className="mt-auto flex flex-wrap justify-between gap-1">
          <div className="flex gap-1">
            <Button
              id={`move-up-${photo.id}`}
              size="sm"
              isIconOnly
              variant="flat"
              aria-label={`Posunout ${name} výš`}
              isDisabled={position === 1 || isBusy}
              onPress={() => onMove('up')}
            >
              ↑
            </Button>
            <Button
              id={`move-down-${photo.id}`}
              size="sm"
              isIconOnly
              variant="flat"
              aria-label={`Posunout ${name} níž`}
              isDisabled={position === count || isBusy}
              onPress={() => onMove('down')}
            >
              ↓
            </Button>
          </div>
          <div className="flex gap-1">
            <Button size="sm" isIconOnly variant="flat" aria-label={`Upravit popisek ${name}`} onPress={onCaption}>
              ✎
            </Button>
            <Button
              size="sm"
              isIconOnly
              variant="flat"
              aria-label={`Nastavit ${name} jako titulní`}
              isDisabled={isCover || isBusy}
              onPress={onCover}
            >
              ★
            </Button>
            <Button size="sm" isIconOnly variant="flat" color="danger" aria-label={`Smazat ${name}`} onPress={onDelete}>
              ✕
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
