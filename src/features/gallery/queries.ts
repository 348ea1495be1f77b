import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getAlbum, listAlbums } from './api/admin';
import { galleryKeys } from './keys';

export const albumListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: galleryKeys.albums(), queryFn: async () => listAlbums(await loadClient()) });

export const albumOptions = (loadClient: SupabaseClientLoader, albumId: string) =>
  queryOptions({ queryKey: galleryKeys.album(albumId), queryFn: async () => getAlbum(await loadClient(), albumId) });
