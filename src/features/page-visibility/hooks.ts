'use client';

import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { putPage } from './api';
import { pageKeys } from './keys';
import { pageVisibilityMessages } from './messages';
import { pageListOptions } from './queries';
import type { TPageVisibilityUpdate } from './schema';

export function usePages() {
  return useQuery(pageListOptions());
}

// The route handler drops the public cache itself; no separate revalidation call.
export function useUpdatePage() {
  return useAdminMutation({
    mutationFn: (change: TPageVisibilityUpdate) => putPage(change),
    success: pageVisibilityMessages.updated,
    failure: pageVisibilityMessages.updateFailed,
    invalidates: [pageKeys.all],
  });
}
