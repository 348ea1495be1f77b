import { Chip } from '@heroui/react';

/** Whether visitors of /photo-gallery see the album. */
export function PublishedChip({ isPublished }: { isPublished: boolean }) {
  return isPublished ? (
    <Chip size="sm" color="success" variant="flat">
      Zveřejněno
    </Chip>
  ) : (
    <Chip size="sm" variant="flat">
      Skryto
    </Chip>
  );
}
