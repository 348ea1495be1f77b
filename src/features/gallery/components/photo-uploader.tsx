'use client';

import { Button } from '@heroui/react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { RASTER_IMAGE_ACCEPT } from '@/lib/storage-image';
import { usePhotoUpload } from '../use-photo-upload';
import { UploadProgress } from './upload-progress';

interface PhotoUploaderProps {
  albumId: string;
  /** Where the first new photo goes: after the album's existing ones. */
  firstSortOrder: number;
}

/** Many photos at once, picked or dropped; each file's progress, failures listed, the rest continue. */
export function PhotoUploader({ albumId, firstSortOrder }: PhotoUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const { items, isUploading, upload } = usePhotoUpload(albumId, firstSortOrder);

  function start(files: FileList | null) {
    if (!files || files.length === 0 || isUploading) return;
    void upload(Array.from(files));
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    start(event.target.files);
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    start(event.dataTransfer.files);
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-medium border-2 border-dashed p-4 text-center transition sm:p-6 ${isDragging ? 'border-primary bg-primary-50' : 'border-default-300'}`}
      >
        <p className="text-sm">Přetáhněte sem fotografie, nebo je vyberte.</p>
        <input
          ref={input}
          type="file"
          accept={RASTER_IMAGE_ACCEPT}
          multiple
          className="hidden"
          onChange={onPick}
          aria-label="Soubory fotografií"
        />
        <Button color="primary" variant="flat" isLoading={isUploading} onPress={() => input.current?.click()}>
          {isUploading ? 'Nahrávám…' : 'Vybrat fotografie'}
        </Button>
        <p className="text-xs text-default-500">Obrázky do 10 MB, i více najednou.</p>
      </div>
      <UploadProgress items={items} />
    </div>
  );
}
