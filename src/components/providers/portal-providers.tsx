'use client';

import { HeroUIProvider } from '@heroui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import '@/lib/zod-locale';
// HeroUI's classes are not in the public stylesheet (the file says why).
import '@/styles/with-heroui.css';

// Nothing shows in the region until a toast is added, so its code follows the page (lib/toast).
const ToastRegion = dynamic(() => import('./toast-region').then((module) => module.ToastRegion), { ssr: false });

/**
 * The portals' client context (sign-in pages, admin, coaches, betting game): HeroUI in Czech with
 * Next's router, toasts, queries, and zod's Czech messages. Kept out of the root layout so the
 * public pages' first load stays small.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  const router = useRouter();
  const queryClient = getQueryClient();
  // supabase-js is not in the first load; fetched right after hydration, it arrives alongside the
  // code of the page's data panels instead of after them, when their first query asks for it.
  useEffect(() => {
    void loadSupabaseBrowserClient();
  }, []);
  return (
    <HeroUIProvider navigate={(path) => router.push(path)} locale="cs-CZ">
      <QueryClientProvider client={queryClient}>
        <ToastRegion />
        {children}
      </QueryClientProvider>
    </HeroUIProvider>
  );
}
