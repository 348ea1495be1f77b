'use client';

import { Button, Card, CardBody, CardFooter, Chip } from '@heroui/react';
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
  const details = [video.club?.name, video.season?.name].filter(Boolean).join(' · ');

  return (
    <Card as="article" aria-label={video.title} className={video.is_active ? undefined : 'opacity-70'}>
      <a
        href={video.youtube_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={texts.open(video.title)}
        // The grey box shows while the thumbnail loads, and stays if YouTube cannot be reached.
        className="relative block aspect-video overflow-hidden rounded-t-large bg-default-200"
      >
        <StorageImage src={youtubeThumbnailUrl(video.youtube_id)} alt="" fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
        {video.is_active ? null : (
          <Chip size="sm" color="default" variant="solid" className="absolute left-2 top-2">
            {videoMessages.inactive}
          </Chip>
        )}
      </a>
      <CardBody className="flex flex-col gap-1">
        <h3 className="line-clamp-2 font-semibold">{video.title}</h3>
        <p className="text-small text-default-600">
          {video.category.name} · {video.recording_date ? formatDate(video.recording_date) : videoMessages.noDate}
        </p>
        {details ? <p className="text-tiny text-default-500">{details}</p> : null}
      </CardBody>
      <CardFooter className="justify-between gap-2 pt-0">
        <Button size="sm" variant="flat" color={isCopied ? 'success' : 'default'} onPress={() => void copy()}>
          {isCopied ? texts.copiedShort : texts.copy}
        </Button>
        <ManageActionsMenu label={texts.menu(video.title)} isActive={video.is_active} onAction={(action) => onAction(action, video)} />
      </CardFooter>
    </Card>
  );
}
