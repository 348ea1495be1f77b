import type { User } from '@supabase/supabase-js';

/** The profile fields a user edits themself (updateUser full_name, phone, bio, position). */
export interface ProfileMetadata {
  full_name?: string;
  phone?: string;
  bio?: string;
  position?: string;
}

const FIELDS = ['full_name', 'phone', 'bio', 'position'] as const;

/** user_metadata is free-form JSON; keep only the known fields that are strings. */
export function profileMetadataOf(user: Pick<User, 'user_metadata'>): ProfileMetadata {
  const metadata: ProfileMetadata = {};
  for (const field of FIELDS) {
    const value: unknown = user.user_metadata[field];
    if (typeof value === 'string') metadata[field] = value;
  }
  return metadata;
}
