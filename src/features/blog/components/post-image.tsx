import { StorageImage } from '@/components/storage-image';

interface PostImageProps {
  url: string;
  /** How wide the image shows at each breakpoint, so the optimiser sends no more pixels than needed. */
  sizes: string;
  /** The post page's image is above the fold; cards further down load when scrolled to. */
  loading: 'eager' | 'lazy';
  className: string;
}

/**
 * A post's main image. Decorative (the title says what the post is about), and 16:9 only as a
 * placeholder ratio: h-auto lets the picture keep its own proportions.
 */
export function PostImage({ url, sizes, loading, className }: PostImageProps) {
  return (
    <StorageImage
      src={url}
      alt=""
      width={1280}
      height={720}
      sizes={sizes}
      loading={loading}
      className={`h-auto w-full object-cover ${className}`}
    />
  );
}
