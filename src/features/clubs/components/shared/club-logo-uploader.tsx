'use client';

import { ImageUploader } from '@/components/image-uploader';
import { useClubLogoUpload } from '../../hooks';
import { logoFileProblem } from '../../logo';
import { clubMessages } from '../../messages';
import { TeamLogo } from './team-badge';

interface ClubLogoUploaderProps {
  name: string;
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
}

/** Club logo uploader: the logo as matches show it (initials without one) beside the buttons. */
export function ClubLogoUploader({ name, logoUrl, onChange }: ClubLogoUploaderProps) {
  const upload = useClubLogoUpload();
  return (
    <ImageUploader
      hasImage={Boolean(logoUrl)}
      preview={<TeamLogo team={{ name: name || '?', logo_url: logoUrl }} size={64} />}
      previewPosition="beside"
      texts={clubMessages.logoUploader}
      fileProblem={logoFileProblem}
      upload={upload}
      onChange={onChange}
    />
  );
}
