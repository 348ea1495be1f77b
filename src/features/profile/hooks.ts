'use client';

import { useMutation } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { updateProfile } from './api';
import type { TProfileForm } from './schema';

export function useSaveProfile() {
  return useMutation({ mutationFn: async (profile: TProfileForm) => updateProfile(await loadSupabaseBrowserClient(), profile) });
}
