import { galleryMessages } from './messages';

/** The photo-gallery bucket's own limit (migration 20261122000400): images of at most 10 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_BUCKET = 'photo-gallery';

/** Why a file cannot go into an album, or null when it can; checked before anything is uploaded. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return galleryMessages.fileNotImage;
  if (file.size > PHOTO_MAX_BYTES) return galleryMessages.fileTooLarge;
  return null;
}

/** The extension kept in the storage name: the file's own when it is sane, else from its type. */
function extensionOf(file: Pick<File, 'name' | 'type'>): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = /^image\/([a-z0-9]+)/i.exec(file.type)?.[1]?.toLowerCase();
  return fromType === 'jpeg' ? 'jpg' : (fromType ?? 'img');
}

/**
 * albums/{albumId}/{timestamp}-{random}.{ext}: never the uploaded name, which may repeat across
 * a batch (IMG_0001.jpg from two phones) or carry characters storage keys do not like.
 */
export function photoStorageName(
  albumId: string,
  file: Pick<File, 'name' | 'type'>,
  now = Date.now(),
  random = Math.random,
): string {
  const suffix = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `albums/${albumId}/${now}-${suffix}.${extensionOf(file)}`;
}

/** Every object of an album lives under this folder, so deleting the album can list them. */
export function albumStorageFolder(albumId: string): string {
  return `albums/${albumId}`;
}
