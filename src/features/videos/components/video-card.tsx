'use client';

import { Button, Card, CardBody, CardFooter, Chip } from '@heroui/react';
import { useState } from 'react';
import { ManageActionsMenu, type ManageAction } from '@/components/manage-actions-menu';
import { StorageImage } from '@/components/storage-image';
import { formatDate } from '@/lib/format';
import type { VideoRow } from '../api';
import { videoMessages } from '../messages';
import { youtubeThumbnailUrl } from '../youtube-url';
import { useCopyVideoUrl } from './use-copy-video-url';

interface VideoCardProps {
  video: VideoRow;
  onAction: (action: ManageAction, video: VideoRow) => void;
}

const texts = videoMessages.actions;

/** One video of the library: thumbnail from its id, title, category, date, copy-URL and the managing actions. */
export function VideoCard({ video, onAction }: VideoCardProps) {
  const { isCopied, copy } = useCopyVideoUrl(video.youtube_url);
  const [isThumbnailMissing, setIsThumbnailMissing] = useState(false);
  const details = [video.club?.name, video.season?.name].filter(Boolean).join(' · ');

  return (
    <Card as="article" aria-label={video.title}>
      <a
        href={video.youtube_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={texts.open(video.title)}
        // The box and its play sign show while the thumbnail loads, and stay if YouTube cannot be reached.
        className="relative flex aspect-video items-center justify-center overflow-hidden rounded-t-large bg-default-200 text-4xl text-default-500"
      >
        <span aria-hidden>▶</span>
        {/* Hidden, not removed, when it fails: the browser's broken-image sign would cover the play sign. */}
        <StorageImage
          src={youtubeThumbnailUrl(video.youtube_id)}
          alt=""
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className={`object-cover ${isThumbnailMissing ? 'invisible' : ''} ${video.is_active ? '' : 'opacity-60'}`}
          onError={() => setIsThumbnailMissing(true)}
        />
        {video.is_active ? null : (
          <Chip size="sm" color="default" variant="solid" className="absolute left-2 top-2 z-10">
            {videoMessages.inactive}
          </Chip>
        )}
      </a>
      <CardBody className="flex flex-col gap-1">
        <h3 className={video.is_active ? 'line-clamp-2 font-semibold' : 'line-clamp-2 font-semibold text-default-500'}>
          {video.title}
        </h3>
        <p className="text-small text-default-600">
          {video.category.name} · {video.recording_date ? formatDate(video.recording_date) : videoMessages.noDate}
        </p>
        {details ? <p className="text-tiny text-default-500">{details}</p> : null}
      </CardBody>
      <CardFooter className="justify-between gap-2 pt-0">
        <Button size="sm" variant="flat" color={isCopied ? 'success' : 'default'} onPress={() => void copy()}>
          {isCopied ? texts.copiedShort : texts.copy}
        </Button>
        <ManageActionsMenu
          label={texts.menu(video.title)}
          isActive={video.is_active}
          onAction={(action) => onAction(action, video)}
        />
      </CardFooter>
    </Card>
  );
}
