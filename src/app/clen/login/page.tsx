import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CenteredPage } from '@/components/centered-page';
import { getCurrentSession } from '@/features/auth/session';
import { MemberLoginForm } from '@/features/availability/components/member-login-form';
import { availabilityMessages } from '@/features/availability/messages';
import { ClubSignInHeader } from '@/features/club-config/components/shared/club-sign-in-header';

export const metadata: Metadata = { title: 'Členská sekce – přihlášení' };

export default async function MemberLoginPage() {
  if (await getCurrentSession()) redirect('/clen');
  return (
    <CenteredPage title={availabilityMessages.loginTitle} top={<ClubSignInHeader />}>
      <MemberLoginForm />
    </CenteredPage>
  );
}
