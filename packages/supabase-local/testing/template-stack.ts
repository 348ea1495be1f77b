import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { migrateDatabase, type MigrateOptions } from '../src/database';
import { createPgliteExecutor } from '../src/engine/pglite';
import { createPostgresExecutor, createThrowawayDatabase, type ThrowawayDatabase } from '../src/engine/postgres';
import { signJwt, type JwtClaims } from '../src/jwt';
import { startLocalStack, type LocalStack, type LocalStackOptions } from '../src/index';
import { recordingFetch } from './storage-wire-code';

/** Which SQL a test database is built from. */
export type DatabaseProfile = MigrateOptions;

export type TemplateEngine = 'pglite' | 'postgres';

export interface StackTemplates {
  engine: TemplateEngine;
  /** PGlite: path of a dump per profile. Postgres: name of a template database per profile. */
  templates: Record<string, string>;
  /** Removes the dumps or drops the template databases. */
  remove(): Promise<void>;
}

/**
 * Builds each profile's migrated database once (a test run's global setup), so every test file
 * starts its own stack from a copy (PGlite dump, or CREATE DATABASE … TEMPLATE on a Postgres
 * server) instead of running initdb and every migration per file. With `databaseUrl` the
 * templates are databases on that server.
 */
export async function buildStackTemplates(profiles: Record<string, DatabaseProfile>, databaseUrl?: string): Promise<StackTemplates> {
  const templates: Record<string, string> = {};
  if (!databaseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'stack-templates-'));
    await Promise.all(
      Object.entries(profiles).map(async ([name, profile]) => {
        const db = await createPgliteExecutor();
        await migrateDatabase(db, profile);
        const file = join(dir, `${name}.tar`);
        writeFileSync(file, Buffer.from(await (await db.dump()).arrayBuffer()));
        await db.close();
        templates[name] = file;
      }),
    );
    return { engine: 'pglite', templates, remove: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })) };
  }

  const created: ThrowawayDatabase[] = [];
  for (const [name, profile] of Object.entries(profiles)) {
    const template = `stack_template_${name}_${process.pid}`;
    const database = await createThrowawayDatabase(databaseUrl, template);
    created.push(database);
    const db = createPostgresExecutor(database.url, 2);
    await migrateDatabase(db, profile);
    await db.close();
    templates[name] = template;
  }
  return {
    engine: 'postgres',
    templates,
    async remove() {
      for (const database of created) await database.drop();
    },
  };
}

export interface TestStack extends LocalStack {
  /** A supabase-js client as an app uses it; key defaults to anon. */
  client(key?: string, accessToken?: string): SupabaseClient;
  /** Signs a token with the stack's secret (custom roles, expired tokens …). */
  sign(claims: JwtClaims): Promise<string>;
}

/**
 * A fresh stack on a copy of a template of buildStackTemplates, on a free port, in memory; on
 * Postgres in a throwaway database of its own (on DATABASE_URL's server), dropped on stop.
 * Auth's rate limits are off (tests sign in many times in a row from one address) unless asked for.
 */
export async function startTemplateStack(engine: TemplateEngine, template: string, options: LocalStackOptions = {}): Promise<TestStack> {
  const stackOptions: LocalStackOptions = { port: 0, memory: true, authRateLimits: false, ...options };
  let dropDatabase: (() => Promise<void>) | null = null;
  let stack: LocalStack;
  if (engine === 'pglite') {
    stack = await startLocalStack({ ...stackOptions, template: new Blob([readFileSync(template)]) });
  } else {
    const database = await createThrowawayDatabase(
      process.env.DATABASE_URL as string,
      `stack_test_${randomUUID().replaceAll('-', '')}`,
      template,
    );
    dropDatabase = () => database.drop();
    stack = await startLocalStack({ ...stackOptions, databaseUrl: database.url, migrate: false });
  }

  return {
    ...stack,
    async stop() {
      await stack.stop();
      await dropDatabase?.();
    },
    client(key = stack.anonKey, accessToken) {
      return createClient(stack.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: {
          fetch: recordingFetch,
          ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
        },
      });
    },
    sign: (claims) => signJwt(claims, stack.jwtSecret),
  };
}
