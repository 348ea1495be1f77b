'use client';

import { Button } from '@heroui/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useTransition } from 'react';
import { ThemeSwitcher } from '@/components/shell/theme-switcher';
import { useEndSession } from '@/features/auth/hooks';
import { showError } from '@/lib/toast';
import { availabilityMessages as t } from '../messages';

/** The member portal's frame, narrow for phones: title, theme and sign-out. */
export function MemberShell({ email, children }: { email: string; children: ReactNode }) {
  const router = useRouter();
  const endSession = useEndSession();
  const [isPending, startTransition] = useTransition();
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-divider bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-2">
          <Link href="/clen" className="flex items-center gap-2 font-semibold">
            <span
              aria-hidden
              className="flex h-8 w-8 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-yellow-300"
            >
              NH
            </span>
            {t.portalName}
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <span className="hidden text-sm text-default-500 sm:inline">{email}</span>
            <ThemeSwitcher />
            <Button
              size="sm"
              variant="light"
              isLoading={isPending}
              onPress={() =>
                startTransition(async () => {
                  try {
                    await endSession();
                    router.replace('/clen/login');
                    router.refresh();
                  } catch (error) {
                    showError(error);
                  }
                })
              }
            >
              {t.logout}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl p-4 pb-24">{children}</main>
    </div>
  );
}
