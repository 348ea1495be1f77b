'use client';

import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { putClubConfig } from './api';
import { clubConfigKeys } from './keys';
import { clubConfigMessages } from './messages';
import { clubConfigOptions } from './queries';
import type { TClubConfig } from './schema';

export function useClubConfig() {
  return useQuery(clubConfigOptions());
}

// The route handler drops the public cache itself; no separate revalidation call.
export function useSaveClubConfig() {
  return useAdminMutation({
    mutationFn: (config: TClubConfig) => putClubConfig(config),
    success: clubConfigMessages.saved,
    failure: clubConfigMessages.saveError,
    invalidates: [clubConfigKeys.all],
  });
}
