import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '@club-app/supabase-local/testing';
import { createProjectBackup, restoreProjectBackup, type ProjectBackupOptions } from '@club-app/supabase-local/backup';
import { startTestStack, type TestStack } from '../support/stack';

/**
 * `npm run db:backup -- --project-db-url …` / `db:restore` on a Supabase project, with the
 * local stack on Postgres standing in for it: the rows through the connection string a project
 * gives (its `postgres` role, no superuser), the files through the Storage API with the
 * service key. Hosted mode is about a Postgres connection, so there is nothing to run on PGlite.
 */
const engine = inject('engine');

const FILES = [
  { bucket: 'club-assets', name: 'logo/znak.png', body: 'PNG bajty znaku', contentType: 'image/png' },
  { bucket: 'club-assets', name: 'logo/stary/znak-1990.png', body: 'Starý znak', contentType: 'image/png' },
  { bucket: 'documents', name: 'prihlaska.pdf', body: '%PDF přihláška', contentType: 'application/pdf' },
  { bucket: 'archiv', name: 'kronika/1950.txt', body: 'Kronika oddílu', contentType: 'text/plain' },
  // More than one page of a folder's listing (100 a page).
  ...Array.from({ length: 101 }, (_, i) => ({
    bucket: 'archiv',
    name: `zapisy/${String(i).padStart(3, '0')}.txt`,
    body: `Zápis ${i}`,
    contentType: 'text/plain',
  })),
];

describe.skipIf(engine !== 'postgres')('backup and restore of a Supabase project (Postgres only: a project is a Postgres connection)', () => {
  let stack: TestStack;
  let admin: pg.Client;
  let options: ProjectBackupOptions;
  const dir = mkdtempSync(join(tmpdir(), 'project-backup-'));

  beforeAll(async () => {
    stack = await startTestStack('app');
    const { rows } = await stack.db.query<{ name: string }>('select current_database() as name');
    const adminUrl = withDatabase(process.env.DATABASE_URL as string, rows[0]!.name);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const projectUrl = new URL(adminUrl);
    projectUrl.username = 'postgres';
    options = {
      databaseUrl: projectUrl.toString(),
      storage: { url: stack.url, serviceRoleKey: stack.serviceRoleKey },
      file: join(dir, 'project.tar.gz'),
    };
  });

  afterAll(async () => {
    await admin?.end();
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Each table of the club's schemas: its row count and a hash of its rows, as the superuser sees them. */
  async function tableContents(): Promise<Record<string, string>> {
    const { rows: tables } = await admin.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname in ('public', 'auth') and (schemaname, tablename) <> ('auth', 'schema_migrations') order by 1`,
    );
    const contents: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await admin.query<{ summary: string }>(
        `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as summary from ${name} t`,
      );
      contents[name] = rows[0]!.summary;
    }
    return contents;
  }

  async function storedFiles(): Promise<Record<string, string | null>> {
    const storage = stack.client(stack.serviceRoleKey).storage;
    const files: Record<string, string | null> = {};
    for (const file of FILES) {
      const { data } = await storage.from(file.bucket).download(file.name);
      files[`${file.bucket}/${file.name}`] = data ? await data.text() : null;
    }
    return files;
  }

  it('puts back every row and every stored file after a wipe of rows and files', async () => {
    const storage = stack.client(stack.serviceRoleKey).storage;
    // A bucket no migration creates: the restore has to create it again.
    expect((await storage.createBucket('archiv', { public: false })).error).toBeNull();
    for (const file of FILES) {
      const { error } = await storage.from(file.bucket).upload(file.name, new Blob([file.body], { type: file.contentType }));
      expect(error).toBeNull();
    }
    const rowsBefore = await tableContents();
    expect(Number(rowsBefore['public.members']!.split(':')[0])).toBeGreaterThan(0);
    expect(Number(rowsBefore['public.matches']!.split(':')[0])).toBeGreaterThan(0);
    expect(Number(rowsBefore['auth.users']!.split(':')[0])).toBeGreaterThan(0);
    const filesBefore = await storedFiles();
    expect(filesBefore).toEqual(Object.fromEntries(FILES.map((file) => [`${file.bucket}/${file.name}`, file.body])));

    await createProjectBackup(options);
    expect(statSync(options.file).mode & 0o777).toBe(0o600);

    // The wipe: members and matches with everything hanging on them, a user, files removed,
    // overwritten and added, a whole bucket gone.
    await admin.query('truncate public.members, public.matches cascade');
    await admin.query('delete from auth.users where id = (select id from auth.users order by email limit 1)');
    const pdf = { type: 'application/pdf' };
    const wipes = [
      await storage.from('club-assets').remove(['logo/znak.png', 'logo/stary/znak-1990.png']),
      await storage.from('documents').upload('prihlaska.pdf', new Blob(['%PDF přepsáno'], pdf), { upsert: true }),
      await storage.from('documents').upload('po-zaloze.pdf', new Blob(['%PDF novější než záloha'], pdf)),
      await storage.emptyBucket('archiv'),
      await storage.deleteBucket('archiv'),
    ];
    expect(wipes.map((result) => result.error)).toEqual(wipes.map(() => null));
    expect(await tableContents()).not.toEqual(rowsBefore);

    await restoreProjectBackup(options);

    expect(await tableContents()).toEqual(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
    const { data: logo } = await storage.from('club-assets').download('logo/znak.png');
    expect(logo?.type).toBe('image/png');
    expect((await storage.from('documents').download('po-zaloze.pdf')).data).toBeNull();
    expect((await storage.getBucket('archiv')).data?.public).toBe(false);
  }, 120_000);

  it('refuses a project whose migrations differ from the backup, leaving its rows as they are', async () => {
    await admin.query("insert into supabase_migrations.schema_migrations (version, name) values ('29990101000000', 'newer')");
    try {
      await admin.query('truncate public.matches cascade');
      const rows = await tableContents();
      await expect(restoreProjectBackup(options)).rejects.toThrow(
        "The project's migrations differ from the backup's; apply the same migrations (supabase db push of the same version of the app) first. Not in the backup: 29990101000000.",
      );
      expect(await tableContents()).toEqual(rows);
    } finally {
      await admin.query("delete from supabase_migrations.schema_migrations where version = '29990101000000'");
    }
  }, 60_000);
});
