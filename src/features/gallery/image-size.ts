import { galleryMessages } from './messages';

/**
 * The picture's pixel size, read in the browser before the row is inserted, so next/image can
 * reserve the space (no layout shift) and the lightbox knows the proportions.
 */
export async function readImageSize(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    throw new Error(galleryMessages.fileUnreadable);
  }
}
