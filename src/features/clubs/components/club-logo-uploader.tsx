'use client';

import { Button } from '@heroui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { TeamLogo } from '@/features/matches/components/team-badge';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showFailure } from '@/lib/toast';
import { logoFileProblem, uploadClubLogo } from '../logo';
import { clubMessages } from '../messages';

interface ClubLogoUploaderProps {
  name: string;
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
}

/** Spec §2 club logo uploader: pick an image (≤ 5 MB), see it at once, or remove it. */
export function ClubLogoUploader({ name, logoUrl, onChange }: ClubLogoUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadClubLogo(getSupabaseBrowserClient(), file),
    onSuccess: (url) => onChange(url),
    onError: (error) => showFailure(clubMessages.logoUploadError, error),
  });

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (!reason) upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm">Logo</span>
      <div className="flex items-center gap-3">
        <TeamLogo team={{ name: name || '?', logo_url: logoUrl }} size={64} />
        <input ref={input} type="file" accept="image/*" className="hidden" onChange={pick} aria-label="Soubor s logem" />
        <Button size="sm" variant="flat" isLoading={upload.isPending} onPress={() => input.current?.click()}>
          {logoUrl ? 'Změnit logo' : 'Nahrát logo'}
        </Button>
        {logoUrl ? (
          <Button size="sm" variant="light" color="danger" onPress={() => onChange(null)} isDisabled={upload.isPending}>
            Odebrat
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
