import type { Metadata } from 'next';
import { ButtonLink } from '@/components/button-link';
import { CenteredPage } from '@/components/centered-page';
import { blockedMessages } from '@/features/auth/messages';

export const metadata: Metadata = { title: blockedMessages.title };

export default function BlockedPage() {
  return (
    <CenteredPage title={blockedMessages.title}>
      <p className="mb-4 text-default-600">{blockedMessages.message}</p>
      <ButtonLink href="/" variant="bordered">
        Zpět na hlavní stránku
      </ButtonLink>
    </CenteredPage>
  );
}
