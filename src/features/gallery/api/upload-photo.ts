import { classifyError } from '@/lib/errors';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { insertPhoto } from './admin';
import { readImageSize } from '../image-size';
import { galleryMessages } from '../messages';
import { photoFileProblem, photoStorageName } from '../photo-file';
import { removePhotoFiles, uploadPhotoFile } from './photo-files';

/** The step's Czech message, with the classified reason when there is one (as showFailure words it). */
function failure(step: string, error: unknown): Error {
  const { kind, message } = classifyError(error);
  return new Error(kind === 'unknown' ? step : `${step}: ${message}`);
}

/**
 * One photo into an album: check, measure, upload, insert the row. A row that cannot be saved
 * takes its file with it, so storage never fills with photos nobody can see or delete.
 * Throws an Error whose message is the Czech reason for the upload list.
 */
export async function uploadAlbumPhoto(
  client: TypedSupabaseClient,
  albumId: string,
  file: File,
  sortOrder: number,
): Promise<void> {
  const problem = photoFileProblem(file);
  if (problem) throw new Error(problem);
  const { width, height } = await readImageSize(file);
  const path = photoStorageName(albumId, file);
  let url: string;
  try {
    url = await uploadPhotoFile(client, path, file);
  } catch (error) {
    throw failure(galleryMessages.uploadFailed, error);
  }
  try {
    await insertPhoto(client, { album_id: albumId, storage_path: path, url, width, height, sort_order: sortOrder });
  } catch (error) {
    await removePhotoFiles(client, [path]).catch(() => undefined);
    throw failure(galleryMessages.saveFailed, error);
  }
}
