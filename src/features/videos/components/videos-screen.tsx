'use client';

import dynamic from 'next/dynamic';
import { Button, Spinner } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import type { ManageAction } from '@/components/manage-actions-menu';
import { ListPagination } from '@/components/list-pagination';
import type { CategoryOption } from '@/features/categories/api';
import { useUrlState } from '@/lib/use-url-state';
import type { VideoRow } from '../api';
import { VIDEOS_PAGE_SIZE, videoFilters } from '../filters';
import { useDeleteVideo, useSetVideoActive, useVideos } from '../hooks';
import { videoMessages } from '../messages';
import { VideoCard } from './video-card';
import { VideoFiltersBar } from './video-filters-bar';
import { VideosLoadError } from './videos-load-error';

// The form (its fields and schema) is fetched when it is first opened.
const VideoFormModal = dynamic(() => import('./video-form-modal').then((module) => module.VideoFormModal), { ssr: false });

interface VideosScreenProps {
  /** The categories offered in the filter and the form. */
  categories: CategoryOption[];
  /** The categories the list is limited to (the coach portal's); null: whatever RLS allows (admin). */
  categoryScope: string[] | null;
}

/** The video library (/admin/videos and /coaches/videos): filters in the URL, a paged grid, the form. */
export function VideosScreen({ categories, categoryScope }: VideosScreenProps) {
  const [filters, setFilters] = useUrlState(videoFilters);
  const videos = useVideos(filters, categoryScope);
  const setActive = useSetVideoActive();
  const remove = useDeleteVideo();
  const [editing, setEditing] = useState<VideoRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VideoRow | null>(null);
  const total = videos.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / VIDEOS_PAGE_SIZE));

  function onAction(action: ManageAction, video: VideoRow) {
    if (action === 'edit') setEditing(video);
    else if (action === 'delete') setDeleting(video);
    else setActive.mutate({ id: video.id, isActive: !video.is_active });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <VideoFiltersBar filters={filters} categories={categories} onChange={setFilters} />
        <Button color="primary" className="sm:ml-auto sm:shrink-0" onPress={() => setEditing('new')}>
          {videoMessages.add}
        </Button>
      </div>
      {videos.error ? (
        <VideosLoadError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : !videos.data ? (
        <Spinner label={videoMessages.loading} className="self-center py-12" />
      ) : videos.data.rows.length === 0 ? (
        <p className="rounded-large border border-dashed border-default-300 p-8 text-center text-default-500">
          {videoMessages.empty}
        </p>
      ) : (
        <ul aria-label={videoMessages.listLabel} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {videos.data.rows.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <span className="text-small text-default-500">{videoMessages.total(total)}</span>
        {pages > 1 ? (
          <ListPagination page={Math.min(filters.page, pages)} total={pages} onChange={(page) => setFilters({ page })} />
        ) : null}
      </div>
      {editing ? (
        <VideoFormModal video={editing === 'new' ? null : editing} categories={categories} onClose={() => setEditing(null)} />
      ) : null}
      <LazyConfirmDialog
        isOpen={deleting !== null}
        title={videoMessages.deleteTitle}
        message={deleting ? videoMessages.deleteConfirm(deleting.title) : ''}
        confirmLabel={videoMessages.actions.delete}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
