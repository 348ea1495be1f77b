'use client';

import { Button } from '@heroui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showFailure } from '@/lib/toast';
import { postImageProblem, uploadPostImage } from '../image';
import { postAdminMessages } from '../messages';

interface PostImageUploaderProps {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
}

/** The post's main image: pick one (≤ 5 MB), see it at once, replace or remove it. */
export function PostImageUploader({ imageUrl, onChange }: PostImageUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPostImage(getSupabaseBrowserClient(), file),
    onSuccess: (url) => onChange(url),
    onError: (error) => showFailure(postAdminMessages.imageUploadError, error),
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = postImageProblem(file);
    setProblem(reason);
    if (!reason) upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-small">Obrázek</span>
      {imageUrl ? (
        // Storage's host differs per deployment, so next/image has no fixed domain to allow.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageUrl} alt="Obrázek článku" className="aspect-video w-full max-w-md rounded-large object-cover" />
      ) : null}
      <div className="flex items-center gap-2">
        <input ref={input} type="file" accept="image/*" className="hidden" onChange={pick} aria-label="Soubor s obrázkem" />
        <Button size="sm" variant="flat" isLoading={upload.isPending} onPress={() => input.current?.click()}>
          {imageUrl ? 'Změnit obrázek' : 'Nahrát obrázek'}
        </Button>
        {imageUrl ? (
          <Button size="sm" variant="light" color="danger" onPress={() => onChange(null)} isDisabled={upload.isPending}>
            Odebrat obrázek
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
