import type { Metadata } from 'next';
import Link from 'next/link';
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
      {/* Players and parents (an invite leads them through this site's set-password page) have their own portal. */}
      <p className="mt-6 text-center text-sm text-default-700">
        {loginMessages.memberPortalQuestion}{' '}
        <Link href="/clen/login" className="font-medium text-primary-700 underline underline-offset-2">
          {loginMessages.memberPortalLink}
        </Link>
      </p>
    </CenteredPage>
  );
}
