import type { TestProject } from 'vitest/node';
import { buildStackTemplates } from '@club-app/supabase-local/testing';
import { PROFILES } from './profiles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump per profile. Postgres: name of a template database per profile. */
    templates: Record<string, string>;
    engine: 'pglite' | 'postgres';
  }
}

/**
 * Builds each profile's migrated database once per run (on DATABASE_URL's server when set);
 * every test file then starts its own stack from a copy instead of running every migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildStackTemplates(PROFILES, process.env.DATABASE_URL);
  project.provide('engine', built.engine);
  project.provide('templates', built.templates);
  return () => built.remove();
}
