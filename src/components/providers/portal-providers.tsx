'use client';

import { HeroUIProvider, ToastProvider } from '@heroui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';
import '@/lib/zod-locale';

/**
 * The portals' client context (sign-in pages, admin, coaches, betting game): HeroUI in Czech with
 * Next's router, toasts, queries, and zod's Czech messages. Kept out of the root layout so the
 * public pages' first load stays small.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const queryClient = getQueryClient();
  return (
    <HeroUIProvider navigate={(path) => router.push(path)} locale="cs-CZ">
      <QueryClientProvider client={queryClient}>
        <ToastProvider placement="top-right" />
        {children}
      </QueryClientProvider>
    </HeroUIProvider>
  );
}
