'use client';

import { Button } from '@heroui/react';
import { useDownloadAttachment } from '../hooks';
import { meetingMinutesTexts } from '../messages';

/** Downloads the private attachment through a fresh signed link; the file's own name is shown. */
export function AttachmentDownloadButton({ path, filename }: { path: string; filename: string }) {
  const download = useDownloadAttachment();
  return (
    <Button
      size="sm"
      variant="light"
      color="primary"
      className="max-w-48 justify-start truncate px-1"
      aria-label={`${meetingMinutesTexts.download}: ${filename}`}
      isLoading={download.isPending}
      onPress={() => download.mutate({ path, filename })}
    >
      <span className="truncate">{filename}</span>
    </Button>
  );
}
