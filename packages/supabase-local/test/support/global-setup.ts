import type { TestProject } from 'vitest/node';
import { buildStackTemplates } from '../../testing/template-stack';
import { CONFORMANCE } from './profiles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump per profile. Postgres: name of a template database per profile. */
    templates: Record<string, string>;
    engine: 'pglite' | 'postgres';
  }
}

/** The conformance schema, migrated once per run (on DATABASE_URL's server when set). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildStackTemplates({ conformance: CONFORMANCE }, process.env.DATABASE_URL);
  project.provide('engine', built.engine);
  project.provide('templates', built.templates);
  return () => built.remove();
}
