import { uploadPublicImage } from '@/lib/storage-image';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { albumStorageFolder, PHOTO_BUCKET } from '../photo-file';

/** Uploads one photo under its generated name and returns the public URL stored in photos.url. */
export function uploadPhotoFile(client: TypedSupabaseClient, path: string, file: File): Promise<string> {
  // Names are unique per upload, so the file never changes: browsers may keep it for a year.
  return uploadPublicImage(client, PHOTO_BUCKET, path, file, { cacheControl: '31536000' });
}

export async function removePhotoFiles(client: TypedSupabaseClient, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const { error } = await client.storage.from(PHOTO_BUCKET).remove(paths);
  if (error) throw error;
}

/** Lists the folder rather than the rows, so files of uploads that never got a row go too. */
export async function removeAlbumFiles(client: TypedSupabaseClient, albumId: string): Promise<void> {
  const folder = albumStorageFolder(albumId);
  const { data, error } = await client.storage.from(PHOTO_BUCKET).list(folder, { limit: 1000 });
  if (error) throw error;
  await removePhotoFiles(
    client,
    data.map((object) => `${folder}/${object.name}`),
  );
}
