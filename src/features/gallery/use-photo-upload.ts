'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { revalidatePublicData } from '@/lib/revalidate-public';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showFailure } from '@/lib/toast';
import { galleryKeys } from './keys';
import { galleryMessages } from './messages';
import { photoFileProblem } from './photo-file';
import { uploadAlbumPhoto } from './api/upload-photo';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  status: UploadStatus;
  problem: string | null;
}

/** A few uploads at once: faster than one by one, gentler than a whole card of photos at once. */
const PARALLEL_UPLOADS = 3;

/**
 * Uploads a batch of photos into an album and tracks each file. Files refused up front (not an
 * image, over 10 MB) are listed as failed without uploading; a failure never stops the others.
 * Photos keep the order they were picked in, after the album's existing ones.
 */
export function usePhotoUpload(albumId: string, firstSortOrder: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  function patch(key: string, change: Partial<UploadItem>) {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  async function upload(files: File[]) {
    const stamp = Date.now();
    const batch = files.map((file, index) => ({
      key: `${stamp}-${index}`,
      file,
      problem: photoFileProblem(file),
      sortOrder: firstSortOrder + index,
    }));
    setItems(batch.map(({ key, file, problem }) => ({ key, name: file.name, status: problem ? 'failed' : 'waiting', problem })));
    const queue = batch.filter((item) => !item.problem);
    if (queue.length === 0) return;
    setIsUploading(true);
    let uploaded = 0;
    async function work() {
      for (let job = queue.shift(); job; job = queue.shift()) {
        patch(job.key, { status: 'uploading' });
        try {
          await uploadAlbumPhoto(await loadSupabaseBrowserClient(), albumId, job.file, job.sortOrder);
          uploaded += 1;
          patch(job.key, { status: 'done' });
        } catch (error) {
          patch(job.key, { status: 'failed', problem: error instanceof Error ? error.message : galleryMessages.uploadFailed });
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, work));
    if (uploaded > 0)
      await revalidatePublicData(['gallery']).catch((error: unknown) => showFailure(galleryMessages.publicRefreshError, error));
    await queryClient.invalidateQueries({ queryKey: galleryKeys.all });
    setIsUploading(false);
  }

  return { items, isUploading, upload };
}
