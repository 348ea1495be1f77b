import type { Metadata } from 'next';
import { CenteredPage } from '@/components/centered-page';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { passwordMessages } from '@/features/auth/messages';

export const metadata: Metadata = { title: passwordMessages.setTitle };

export default function SetPasswordPage() {
  return (
    <CenteredPage title={passwordMessages.setTitle}>
      <SetPasswordForm />
    </CenteredPage>
  );
}
