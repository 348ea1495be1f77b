import { resolve } from 'node:path';

/**
 * A profile = which SQL a test database is built from. The conformance suite has a fixture
 * schema of its own (not the app's), so the stack is proven independently of the club app.
 */
export interface DatabaseProfile {
  migrationsDir: string;
  seedFile: string | null;
}

const root = resolve(import.meta.dirname, '../..');

export const PROFILES = {
  conformance: {
    migrationsDir: resolve(root, 'tests/conformance/fixtures'),
    seedFile: null,
  },
  empty: { migrationsDir: resolve(root, 'supabase/migrations'), seedFile: null },
  app: {
    migrationsDir: resolve(root, 'supabase/migrations'),
    seedFile: resolve(root, 'supabase/seed.sql'),
  },
} satisfies Record<string, DatabaseProfile>;

export type ProfileName = keyof typeof PROFILES;
