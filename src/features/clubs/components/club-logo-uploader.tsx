'use client';

import { ImageUploader } from '@/components/image-uploader';
import { TeamLogo } from '@/features/matches/components/team-badge';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { logoFileProblem, uploadClubLogo } from '../logo';
import { clubMessages } from '../messages';

interface ClubLogoUploaderProps {
  name: string;
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
}

/** Spec §2 club logo uploader: the logo as matches show it (initials without one) beside the buttons. */
export function ClubLogoUploader({ name, logoUrl, onChange }: ClubLogoUploaderProps) {
  return (
    <ImageUploader
      hasImage={Boolean(logoUrl)}
      preview={<TeamLogo team={{ name: name || '?', logo_url: logoUrl }} size={64} />}
      previewPosition="beside"
      texts={clubMessages.logoUploader}
      fileProblem={logoFileProblem}
      upload={(file) => uploadClubLogo(getSupabaseBrowserClient(), file)}
      onChange={onChange}
    />
  );
}
