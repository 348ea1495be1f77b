import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runClubSetup } from '../../scripts/club-setup/main';
import { createThrowawayDatabase, type ThrowawayDatabase } from '@club-app/supabase-local/testing';
import { type LocalStack, runStackCommand } from '@club-app/supabase-local';

/**
 * `npm run stack -- --empty`: the club rehearses its first day on the migrations without the demo
 * seed, in a data root of its own, and reads club:setup's invite in the mail catcher.
 */
const engine = inject('engine');
const root = resolve(import.meta.dirname, '../..');
const dataParent = mkdtempSync(join(tmpdir(), 'stack-empty-'));
const databases: ThrowawayDatabase[] = [];
let running: LocalStack | null = null;
afterAll(async () => {
  await running?.stop();
  for (const database of databases) await database.drop();
  rmSync(dataParent, { recursive: true, force: true });
});

/** A new database on the run's server (Postgres), optionally a copy of a profile's template. */
async function serverDatabase(template?: string): Promise<Record<string, string>> {
  if (engine !== 'postgres') return {};
  const database = await createThrowawayDatabase(process.env.DATABASE_URL as string, `stack_empty_${randomUUID().replaceAll('-', '')}`, template);
  databases.push(database);
  return { DATABASE_URL: database.url };
}

async function stackCommand(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const result = await runStackCommand({ argv, env: { SUPABASE_LOCAL_PORT: '0', ...env }, print: (line) => lines.push(line), root, dataParent });
  running = result.stack;
  return { ...result, output: lines.join('\n') };
}

async function count(stack: LocalStack, table: string): Promise<number> {
  return Number((await stack.db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0]?.n);
}

const MIGRATIONS = readdirSync(resolve(root, 'supabase/migrations')).filter((file) => file.endsWith('.sql')).sort();

describe(`npm run stack -- --empty (${engine})`, () => {
  it('applies every migration and no seed, in a data root of its own, and the mail catcher shows the invite club:setup sends', async () => {
    const env = await serverDatabase();
    const first = await stackCommand(['--empty'], env);
    expect(first.code, first.output).toBe(0);
    const stack = first.stack as LocalStack;
    expect(stack.migration?.applied).toEqual(MIGRATIONS);
    expect(stack.migration?.seeded).toBe(false);
    for (const table of ['public.clubs', 'public.seasons', 'public.categories', 'public.members', 'public.matches', 'auth.users', 'storage.objects', 'supabase_migrations.seed_files']) {
      expect(await count(stack, table), table).toBe(0);
    }
    // The buckets are the migrations' own, so uploads work as on a new project.
    expect(await count(stack, 'storage.buckets')).toBeGreaterThan(0);
    expect(first.output).toContain('empty: migrations without the seed');
    expect(first.output).toContain(`NEXT_PUBLIC_SUPABASE_URL=${stack.url} SUPABASE_SERVICE_ROLE_KEY=${stack.serviceRoleKey} npm run club:setup`);
    expect(existsSync(join(dataParent, '.data'))).toBe(false);
    if (engine === 'pglite') expect(existsSync(join(dataParent, '.data-empty', 'db'))).toBe(true);

    const lines: string[] = [];
    const setup = await runClubSetup(
      ['--club-name', 'TJ Sokol Krčín', '--short-name', 'Krčín', '--season-start', '2026-09-01', '--season-end', '2027-06-30', '--admin-email', 'predseda@krcin.example', '--yes'],
      { env: { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey, NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }, print: (line) => lines.push(line) },
    );
    expect(setup, lines.join('\n')).toBe(0);
    const caught = (await (await fetch(`${stack.url}/mail/api/messages?to=predseda@krcin.example`)).json()) as { variables: { ConfirmationURL: string } }[];
    expect(caught).toHaveLength(1);
    expect(caught[0]?.variables.ConfirmationURL).toMatch(new RegExp(`^${stack.url}/auth/v1/verify\\?token=\\w+&type=invite&redirect_to=`));
    const mailbox = await (await fetch(`${stack.url}/mail`)).text();
    expect(mailbox).toContain('predseda@krcin.example');
    await stack.stop();
    running = null;

    // Started again, the rehearsal keeps its club and still has no seed.
    const again = await stackCommand(['--empty'], env);
    expect(again.code, again.output).toBe(0);
    expect(again.stack?.migration).toEqual({ applied: [], seeded: false });
    expect(await count(again.stack as LocalStack, 'public.clubs')).toBe(1);
    expect(await count(again.stack as LocalStack, 'public.members')).toBe(0);
    await again.stack?.stop();
    running = null;

    if (engine === 'pglite') {
      // npm run db:reset -- --empty starts the rehearsal over, still without the seed.
      const reset = await stackCommand(['--reset-only', '--empty'], env);
      expect(reset.code, reset.output).toBe(0);
      expect(reset.output).toContain('Local database reset, without the seed.');
      const fresh = await stackCommand(['--empty'], env);
      expect(await count(fresh.stack as LocalStack, 'public.clubs')).toBe(0);
      expect(await count(fresh.stack as LocalStack, 'auth.users')).toBe(0);
      await fresh.stack?.stop();
      running = null;
    }
    // PGlite on disk runs every migration from scratch twice here (first start and after the reset).
  }, 180_000);

  it.runIf(engine === 'postgres')('refuses a server database that holds the demo seed', async () => {
    const env = await serverDatabase(inject('templates').app);
    const result = await stackCommand(['--empty'], env);
    expect(result.code).toBe(1);
    expect(result.stack).toBeNull();
    expect(result.output).toContain('holds the demo seed');
  });
});
