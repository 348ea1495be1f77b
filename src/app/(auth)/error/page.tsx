import { Button } from '@heroui/react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CenteredPage } from '@/components/centered-page';
import { errorPageMessages, passwordMessages } from '@/features/auth/messages';

export const metadata: Metadata = { title: errorPageMessages.title };

export default function ErrorPage() {
  return (
    <CenteredPage title={errorPageMessages.title}>
      <p className="mb-4 text-default-600">{errorPageMessages.message}</p>
      <Button as={Link} href="/login" color="primary">
        {passwordMessages.backToLogin}
      </Button>
    </CenteredPage>
  );
}
