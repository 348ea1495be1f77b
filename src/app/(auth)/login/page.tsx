import type { Metadata } from 'next';
import { CenteredPage } from '@/components/centered-page';
import { ClubSignInHeader } from '@/features/club-config/components/shared/club-sign-in-header';
import { LoginForm } from '@/features/auth/components/login-form';
import { loginMessages } from '@/features/auth/messages';
import { ZLoginTab } from '@/features/auth/schema';

export const metadata: Metadata = { title: 'Přihlášení' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const { tab } = await searchParams;
  return (
    <CenteredPage title={loginMessages.title} top={<ClubSignInHeader />}>
      <LoginForm initialTab={ZLoginTab.parse(tab)} />
    </CenteredPage>
  );
}
