import Image, { type ImageProps } from 'next/image';
import { publicEnv } from '@/lib/env';
import { isPublicStorageUrl } from '@/lib/storage-image';

type StorageImageProps = Omit<ImageProps, 'src' | 'unoptimized'> & { src: string };

/**
 * next/image for pictures that usually live in Supabase Storage. Those are optimised; anything
 * on another host (a partner logo linked from its own site, a YouTube thumbnail) is shown as it
 * is, because next.config.ts lets the optimiser fetch from the Supabase project only.
 */
export function StorageImage({ src, alt, ...props }: StorageImageProps) {
  return <Image src={src} alt={alt} unoptimized={!isPublicStorageUrl(src, publicEnv.supabaseUrl)} {...props} />;
}
