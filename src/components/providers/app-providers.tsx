'use client';

import { HeroUIProvider, ToastProvider } from '@heroui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';
import '@/lib/zod-locale';

/** Client-side context for every page: HeroUI, toasts, queries (the theme is per area: ThemeScope). */
export function AppProviders({ children }: { children: ReactNode }) {
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
