'use client';

import { useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createAlbum, deleteAlbum, deletePhoto, reorderPhotos, updateAlbum, updatePhotoCaption, type Photo } from './api/admin';
import { galleryKeys } from './keys';
import { galleryMessages } from './messages';
import { albumListOptions, albumOptions } from './queries';
import type { TAlbumForm } from './schema';

export function useAlbums() {
  return useQuery(albumListOptions(loadSupabaseBrowserClient));
}

export function useAlbum(albumId: string) {
  return useQuery(albumOptions(loadSupabaseBrowserClient, albumId));
}

// Every gallery save changes what /photo-gallery shows: drop its cache.
const common: AdminMutationTargets = {
  invalidates: [galleryKeys.all],
  publicTags: ['gallery'],
};

export function useCreateAlbum() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, album }: { id: string; album: TAlbumForm }) =>
      createAlbum(await loadSupabaseBrowserClient(), id, album),
    success: galleryMessages.albumCreated,
    failure: galleryMessages.albumCreateError,
  });
}

export function useUpdateAlbum() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, album }: { id: string; album: TAlbumForm }) =>
      updateAlbum(await loadSupabaseBrowserClient(), id, album),
    success: galleryMessages.albumUpdated,
    failure: galleryMessages.albumUpdateError,
  });
}

export function useDeleteAlbum() {
  return useAdminMutation({
    ...common,
    mutationFn: async (id: string) => deleteAlbum(await loadSupabaseBrowserClient(), id),
    success: galleryMessages.albumDeleted,
    failure: galleryMessages.albumDeleteError,
  });
}

export function useSetAlbumCover() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ albumId, url }: { albumId: string; url: string }) =>
      updateAlbum(await loadSupabaseBrowserClient(), albumId, { cover_url: url }),
    success: galleryMessages.coverSet,
    failure: galleryMessages.coverError,
  });
}

export function useUpdateCaption() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ id, caption }: { id: string; caption: string | null }) =>
      updatePhotoCaption(await loadSupabaseBrowserClient(), id, caption),
    success: galleryMessages.captionSaved,
    failure: galleryMessages.captionError,
  });
}

export function useDeletePhoto() {
  return useAdminMutation({
    ...common,
    mutationFn: async (photo: Photo) => deletePhoto(await loadSupabaseBrowserClient(), photo),
    success: galleryMessages.photoDeleted,
    failure: galleryMessages.photoDeleteError,
  });
}

export function useReorderPhotos() {
  return useAdminMutation({
    ...common,
    mutationFn: async ({ albumId, photoIds }: { albumId: string; photoIds: string[] }) =>
      reorderPhotos(await loadSupabaseBrowserClient(), albumId, photoIds),
    success: galleryMessages.orderSaved,
    failure: galleryMessages.orderError,
  });
}
