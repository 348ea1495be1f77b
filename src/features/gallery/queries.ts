import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getAlbum, listAlbums } from './api/admin';
import { galleryKeys } from './keys';

export const albumListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: galleryKeys.albums(), queryFn: () => listAlbums(client) });

export const albumOptions = (client: TypedSupabaseClient, albumId: string) =>
  queryOptions({ queryKey: galleryKeys.album(albumId), queryFn: () => getAlbum(client, albumId) });
