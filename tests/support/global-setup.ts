import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../supabase/local/database';
import { createPgliteExecutor } from '../../supabase/local/engine/pglite';
import { createPostgresExecutor, createThrowawayDatabase, type ThrowawayDatabase } from '../../supabase/local/engine/postgres';
import { PROFILES, type ProfileName } from './profiles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump per profile. Postgres: name of a template database per profile. */
    templates: Record<string, string>;
    engine: 'pglite' | 'postgres';
  }
}

/**
 * Builds each profile's migrated database once per run; every test file then starts its own
 * stack from a copy (PGlite dump, or CREATE DATABASE … TEMPLATE on a Postgres server), instead
 * of running initdb and every migration per file.
 */
export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  const profiles = Object.keys(PROFILES) as ProfileName[];
  const templates: Record<string, string> = {};

  if (!databaseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'stack-templates-'));
    await Promise.all(
      profiles.map(async (name) => {
        const db = await createPgliteExecutor();
        await migrateDatabase(db, PROFILES[name]);
        const file = join(dir, `${name}.tar`);
        writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
        await db.close();
        templates[name] = file;
      }),
    );
    project.provide('engine', 'pglite');
    project.provide('templates', templates);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const created: ThrowawayDatabase[] = [];
  for (const name of profiles) {
    const template = `stack_template_${name}_${process.pid}`;
    const database = await createThrowawayDatabase(databaseUrl, template);
    created.push(database);
    const db = createPostgresExecutor(database.url, 2);
    await migrateDatabase(db, PROFILES[name]);
    await db.close();
    templates[name] = template;
  }
  project.provide('engine', 'postgres');
  project.provide('templates', templates);
  return async () => {
    for (const database of created) await database.drop();
  };
}
