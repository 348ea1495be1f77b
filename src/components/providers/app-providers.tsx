'use client';

import { HeroUIProvider, ToastProvider } from '@heroui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';
import '@/lib/zod-locale';

/** Client-side context for every page: theme (default system, persisted), HeroUI, toasts, queries. */
export function AppProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const queryClient = getQueryClient();
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme">
      <HeroUIProvider navigate={(path) => router.push(path)} locale="cs-CZ">
        <QueryClientProvider client={queryClient}>
          <ToastProvider placement="top-right" />
          {children}
        </QueryClientProvider>
      </HeroUIProvider>
    </ThemeProvider>
  );
}
