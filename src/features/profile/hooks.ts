'use client';

import { useMutation } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { updateProfile } from './api';
import type { TProfileForm } from './schema';

export function useSaveProfile() {
  return useMutation({ mutationFn: (profile: TProfileForm) => updateProfile(getSupabaseBrowserClient(), profile) });
}
