import type { Metadata } from 'next';
import { ButtonLink } from '@/components/button-link';
import { CenteredPage } from '@/components/centered-page';
import { errorPageMessages, passwordMessages } from '@/features/auth/messages';

export const metadata: Metadata = { title: errorPageMessages.title };

export default function ErrorPage() {
  return (
    <CenteredPage title={errorPageMessages.title}>
      <p className="mb-4 text-default-600">{errorPageMessages.message}</p>
      <ButtonLink href="/login">{passwordMessages.backToLogin}</ButtonLink>
    </CenteredPage>
  );
}
