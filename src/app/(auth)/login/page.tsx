import type { Metadata } from 'next';
import { LoginForm } from '@/features/auth/components/login-form';
import { loginMessages } from '@/features/auth/messages';
import { ZLoginTab } from '@/features/auth/schema';

export const metadata: Metadata = { title: 'Přihlášení' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const { tab } = await searchParams;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-2xl font-semibold">{loginMessages.title}</h1>
      <LoginForm initialTab={ZLoginTab.parse(tab)} />
    </main>
  );
}
