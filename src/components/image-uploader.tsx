'use client';

import { Button } from '@heroui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { RASTER_IMAGE_ACCEPT } from '@/lib/storage-image';
import { showFailure } from '@/lib/toast';

/** A feature's own wording; the e2e journeys find the controls by these texts. */
export interface ImageUploaderTexts {
  label: string;
  /** The hidden file input's accessible name. */
  input: string;
  upload: string;
  change: string;
  remove: string;
  /** The toast title when storage refuses the upload. */
  uploadFailed: string;
}

interface ImageUploaderProps {
  hasImage: boolean;
  /** What the image looks like now; the uploader does not know whether it is a logo or a photo. */
  preview: ReactNode;
  /** 'beside' keeps a small preview (a logo) on the buttons' row; 'above' gives a wide one its own. */
  previewPosition: 'above' | 'beside';
  texts: ImageUploaderTexts;
  fileProblem: (file: File) => string | null;
  upload: (file: File) => Promise<string>;
  onChange: (url: string | null) => void;
}

/** Pick one image (≤ 5 MB), checked before upload and shown at once; replace or remove it. */
export function ImageUploader({ hasImage, preview, previewPosition, texts, fileProblem, upload, onChange }: ImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: (url) => onChange(url),
    onError: (error) => showFailure(texts.uploadFailed, error),
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again after removing it still fires a change.
    event.target.value = '';
    if (!file) return;
    const reason = fileProblem(file);
    setProblem(reason);
    if (!reason) mutation.mutate(file);
  }

  const beside = previewPosition === 'beside';
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm">{texts.label}</span>
      {beside ? null : preview}
      <div className={`flex items-center ${beside ? 'gap-3' : 'gap-2'}`}>
        {beside ? preview : null}
        <input ref={input} type="file" accept={RASTER_IMAGE_ACCEPT} className="hidden" onChange={pick} aria-label={texts.input} />
        <Button size="sm" variant="flat" isLoading={mutation.isPending} onPress={() => input.current?.click()}>
          {hasImage ? texts.change : texts.upload}
        </Button>
        {hasImage ? (
          <Button size="sm" variant="light" color="danger" onPress={() => onChange(null)} isDisabled={mutation.isPending}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-default-500">Obrázek do 5 MB.</p>
      )}
    </div>
  );
}
