'use client';

import { Input } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import type { Photo } from '../api/admin';
import { useUpdateCaption } from '../hooks';

/** A photo's caption, shown under it in the lightbox; an empty one is removed. */
export function CaptionModal({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const update = useUpdateCaption();
  const [caption, setCaption] = useState(photo.caption ?? '');

  function submit() {
    update.mutate({ id: photo.id, caption: caption.trim() || null }, { onSuccess: onClose });
  }

  return (
    <FormModal title="Popisek fotografie" isPending={update.isPending} onSubmit={submit} onClose={onClose}>
      <Input label="Popisek" value={caption} onValueChange={setCaption} maxLength={500} autoFocus />
    </FormModal>
  );
}
