import { resolve } from 'node:path';
import type { DatabaseProfile } from '@club-app/supabase-local/testing';

/** A profile = which of the app's SQL a test database is built from. */
const root = resolve(import.meta.dirname, '../..');

export const PROFILES = {
  empty: { migrationsDir: resolve(root, 'supabase/migrations'), seedFile: null },
  app: {
    migrationsDir: resolve(root, 'supabase/migrations'),
    seedFile: resolve(root, 'supabase/seed.sql'),
  },
} satisfies Record<string, DatabaseProfile>;

export type ProfileName = keyof typeof PROFILES;
