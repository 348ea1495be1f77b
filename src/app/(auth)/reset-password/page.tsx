import type { Metadata } from 'next';
import { CenteredPage } from '@/components/centered-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { passwordMessages } from '@/features/auth/messages';

export const metadata: Metadata = { title: passwordMessages.resetTitle };

export default function ResetPasswordPage() {
  return (
    <CenteredPage title={passwordMessages.resetTitle}>
      <p className="mb-4 text-default-600">{passwordMessages.resetIntro}</p>
      <ResetPasswordForm />
    </CenteredPage>
  );
}
