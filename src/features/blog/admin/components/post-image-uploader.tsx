'use client';

import { ImageUploader } from '@/components/image-uploader';
import { StorageImage } from '@/components/storage-image';
import { usePostImageUpload } from '../hooks';
import { postImageProblem } from '../image';
import { postAdminMessages } from '../messages';

interface PostImageUploaderProps {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
}

/** The post's main image, shown wide above the buttons as soon as it is uploaded. */
export function PostImageUploader({ imageUrl, onChange }: PostImageUploaderProps) {
  const upload = usePostImageUpload();
  return (
    <ImageUploader
      hasImage={Boolean(imageUrl)}
      preview={
        imageUrl ? (
          <StorageImage
            src={imageUrl}
            alt="Obrázek článku"
            width={448}
            height={252}
            sizes="(min-width: 480px) 448px, 100vw"
            loading="eager"
            className="aspect-video h-auto w-full max-w-md rounded-large object-cover"
          />
        ) : null
      }
      previewPosition="above"
      texts={postAdminMessages.imageUploader}
      fileProblem={postImageProblem}
      upload={upload}
      onChange={onChange}
    />
  );
}
