import { getImageProps, type ImageProps } from 'next/image';
import { publicEnv } from '@/lib/env';
import { isPublicStorageUrl } from '@/lib/storage-image';

type StorageImageProps = Omit<ImageProps, 'src' | 'unoptimized'> & { src: string };

/**
 * An image that usually lives in Supabase Storage. Those are optimised; anything on another host
 * (a partner logo linked from its own site, a YouTube thumbnail) is shown as it is, because
 * next.config.ts lets the optimiser fetch from the Supabase project only.
 *
 * A plain <img> with the attributes next/image would render (srcset through the optimiser, lazy
 * loading, size), from `getImageProps`: next/image's component is a client component, and the
 * club logo in every public page's header put its code (about 6 kB gzipped) into every visitor's
 * first load. No caller sets `priority`, the one prop whose preload only the component adds.
 */
export function StorageImage({ src, alt, ...props }: StorageImageProps) {
  const { props: imageProps } = getImageProps({ src, alt, unoptimized: !isPublicStorageUrl(src, publicEnv.supabaseUrl), ...props });
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own
  return <img {...imageProps} alt={alt} />;
}
