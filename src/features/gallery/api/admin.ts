import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import type { TAlbumForm } from '../schema';
import { removeAlbumFiles, removePhotoFiles } from './photo-files';

export type Album = Tables<'photo_albums'>;
export type Photo = Tables<'photos'>;
export type AlbumListItem = Album & { photo_count: number };
export type AlbumWithPhotos = Album & { photos: Photo[] };

/** The admin list: every album (RLS lets admins read unpublished ones), newest event first. */
export async function listAlbums(client: TypedSupabaseClient): Promise<AlbumListItem[]> {
  const { data, error } = await client
    .from('photo_albums')
    .select('*, photos(count)')
    .order('event_date', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(({ photos, ...album }) => ({ ...album, photo_count: photos[0]?.count ?? 0 }));
}

/** One album with its photos in their order, or null when it does not exist (or was deleted). */
export async function getAlbum(client: TypedSupabaseClient, albumId: string): Promise<AlbumWithPhotos | null> {
  const { data, error } = await client
    .from('photo_albums')
    .select('*, photos(*)')
    .eq('id', albumId)
    .order('sort_order', { referencedTable: 'photos' })
    .order('created_at', { referencedTable: 'photos' })
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Under the id the form made for it: a retried request inserts nothing, and the album is
 * read back by id, since an ignored duplicate returns no row.
 */
export async function createAlbum(client: TypedSupabaseClient, id: string, album: TAlbumForm): Promise<Album> {
  const { error } = await client.from('photo_albums').upsert({ ...album, id }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
  const { data, error: readError } = await client.from('photo_albums').select('*').eq('id', id).single();
  if (readError) throw readError;
  return data;
}

export async function updateAlbum(
  client: TypedSupabaseClient,
  albumId: string,
  changes: Partial<TAlbumForm> & { cover_url?: string | null },
): Promise<void> {
  const { error } = await client.from('photo_albums').update(changes).eq('id', albumId);
  if (error) throw error;
}

/** The row goes first (its photos cascade), then the files: a failure leaves hidden files, never broken images. */
export async function deleteAlbum(client: TypedSupabaseClient, albumId: string): Promise<void> {
  const { error } = await client.from('photo_albums').delete().eq('id', albumId);
  if (error) throw error;
  await removeAlbumFiles(client, albumId);
}

export async function insertPhoto(client: TypedSupabaseClient, photo: TablesInsert<'photos'>): Promise<void> {
  const { error } = await client.from('photos').insert(photo);
  if (error) throw error;
}

export async function updatePhotoCaption(client: TypedSupabaseClient, photoId: string, caption: string | null): Promise<void> {
  const { error } = await client.from('photos').update({ caption }).eq('id', photoId);
  if (error) throw error;
}

/** Row, then file (as for albums); the database clears the album's cover when it was this photo. */
export async function deletePhoto(
  client: TypedSupabaseClient,
  photo: Pick<Photo, 'id' | 'album_id' | 'storage_path' | 'url'>,
): Promise<void> {
  const { error } = await client.from('photos').delete().eq('id', photo.id);
  if (error) throw error;
  await removePhotoFiles(client, [photo.storage_path]);
}

/** The album's photos in this order, saved in one transaction (reorder_photos). */
export async function reorderPhotos(client: TypedSupabaseClient, albumId: string, photoIds: string[]): Promise<void> {
  const { error } = await client.rpc('reorder_photos', { p_album_id: albumId, p_photo_ids: photoIds });
  if (error) throw error;
}
