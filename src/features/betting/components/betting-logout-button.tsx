'use client';

import { Button } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { showError } from '@/lib/toast';
import { bettingLogout } from '../actions';
import { bettingNavMessages } from '../messages';
import { bettingPaths } from '../paths';

/** The betting logout action, then back to the betting login. */
export function BettingLogoutButton() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <Button
      size="sm"
      variant="light"
      isLoading={isPending}
      onPress={() =>
        startTransition(async () => {
          try {
            await bettingLogout();
            router.replace(bettingPaths.login);
            router.refresh();
          } catch (error) {
            showError(error, bettingNavMessages.logoutError);
          }
        })
      }
    >
      {bettingNavMessages.logout}
    </Button>
  );
}
