import { isIPv4, isIPv6 } from 'node:net';
import { resolve } from 'node:path';
import { NO_AUTH_RATE_LIMITS, rateLimitsFromEnv, type AuthRateLimits } from './auth/rate-limits';
import { loadMailTemplates } from './auth/mail-templates';
import { createAuthService } from './auth/service';
import { authSettingsFromEnv, type AuthSettings } from './auth/settings';
import { DEFAULT_PORT, DEFAULT_SITE_URL, DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config';
import { claimDataRoot } from './backup/data-root-claim';
import { snapshotPglite } from './backup/snapshot';
import { migrateDatabase, openExecutor, type MigrateReport } from './database';
import type { Executor } from './engine/executor';
import { PgliteExecutor } from './engine/pglite';
import { startGateway } from './http/server';
import type { StackConfig, StackServices } from './http/types';
import { MailCatcher } from './mail-catcher';
import { createRestService } from './rest/service';
import { uploadSeedFiles } from './seed-files';
import { DEFAULT_SMTP_PORT, startSmtpListener } from './smtp';
import { createStorageService } from './storage/service';
import { storageDirectory } from './storage-directory';

export interface LocalStackOptions {
  /** 0 picks a free port. Default `SUPABASE_LOCAL_PORT` or 54321. */
  port?: number;
  /**
   * The mail catcher's SMTP port (the app's own mail). 0 picks a free port. Default: a free one
   * when `port` is 0 (tests start many stacks), else `SUPABASE_LOCAL_SMTP_PORT` or 54325.
   */
  smtpPort?: number;
  /** A loopback address or `localhost` (the default 127.0.0.1): anything else is refused, see NotLoopbackError. */
  host?: string;
  /** PGlite in memory and objects in memory: nothing touches the disk. */
  memory?: boolean;
  /** A Postgres server instead of PGlite. Default: `DATABASE_URL`. */
  databaseUrl?: string;
  /** Root for PGlite data and stored objects when not in memory. Default `.data/`. */
  dataRoot?: string;
  migrationsDir?: string;
  /** null: no seed. */
  seedFile?: string | null;
  /** Files uploaded to storage after a fresh seed, as `<bucket>/<path>`. Default `supabase/seed-files/`. */
  seedFilesDir?: string;
  /** A PGlite dump of a migrated database to start from (tests start many stacks). */
  template?: Blob;
  /** Run bootstrap, migrations and seed. Default: true unless a template is given. */
  migrate?: boolean;
  /**
   * The Supabase CLI config whose `[auth.email.template.*]` Auth's mails are rendered from, as a
   * project configured by it sends them. Default `supabase/config.toml`; null (or no such file):
   * GoTrue's default mails.
   */
  configFile?: string | null;
  /** Where Auth's links lead by default (GoTrue's SITE_URL). Default `SITE_URL`, then the app's `NEXT_PUBLIC_SITE_URL`, then http://localhost:3000. */
  siteUrl?: string;
  /**
   * Auth's throttling (GoTrue's per-IP and mail limits). Default: GoTrue's defaults, tuned by its
   * environment variables (`SUPABASE_LOCAL_AUTH_RATE_LIMITS=off` turns them off); values given here
   * win; false turns every limit off (tests that sign in in bursts).
   */
  authRateLimits?: Partial<AuthRateLimits> | false;
  /** GoTrue's switches (sign-up, anonymous users, autoconfirm …). Default: GoTrue's environment variables, then hosted's defaults; values given here win. */
  authSettings?: Partial<AuthSettings>;
}

export interface LocalStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Executor;
  mail: MailCatcher;
  /** The port on the stack's host where the mail catcher accepts SMTP. */
  smtpPort: number;
  migration: MigrateReport | null;
  stop(): Promise<void>;
}

/**
 * The stack signs and accepts tokens with Supabase's public demo JWT secret, so whoever reaches
 * it can mint a service_role key: it is for development, tests and demos on this machine, and
 * never listens where another machine could reach it.
 */
export class NotLoopbackError extends Error {
  constructor(host: string) {
    super(
      `Refusing to listen on ${host}: the embedded Supabase stack listens only on this machine (127.0.0.0/8, ::1, localhost). ` +
        `It runs with Supabase's public demo JWT secret and keys, so anyone who could reach it could forge a service_role key and read or change everything. ` +
        `It is for development, tests and demos; a club's site runs on a Supabase project (hosted, or Supabase's self-hosting): see README, "Provoz".`,
    );
  }
}

export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  if (!isIPv6(name)) return false;
  // The URL parser writes an IPv6 address in its shortest form, IPv4-mapped ones in hex.
  const normal = new URL(`http://[${name}]`).hostname;
  return normal === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(normal);
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  if (options.host !== undefined && !isLoopbackHost(options.host)) throw new NotLoopbackError(options.host);
  const root = process.cwd();
  const dataRoot = resolve(options.dataRoot ?? resolve(root, '.data'));
  // Before anything opens: a template that cannot be read fails the start, as with the CLI.
  const mailTemplates = loadMailTemplates(options.configFile === undefined ? resolve(root, 'supabase/config.toml') : options.configFile);
  const databaseUrl = options.databaseUrl ?? (options.memory ? undefined : process.env.DATABASE_URL);
  // Before the database opens: a second stack, backup or restore on the same data dir is refused.
  const claim = options.memory ? null : await claimDataRoot(dataRoot);
  const db = await openExecutor({
    databaseUrl,
    memory: options.memory,
    dataDir: resolve(dataRoot, 'db'),
    template: options.template,
  });
  const shouldMigrate = options.migrate ?? options.template === undefined;
  const migration = !shouldMigrate
    ? null
    : await migrateDatabase(db, {
        migrationsDir: options.migrationsDir ?? resolve(root, 'supabase/migrations'),
        seedFile: options.seedFile === undefined ? resolve(root, 'supabase/seed.sql') : options.seedFile,
      });

  const storageDir = options.memory ? null : storageDirectory(dataRoot, databaseUrl);
  if (claim && storageDir && db instanceof PgliteExecutor) {
    claim.serveSnapshots((target) => snapshotPglite(db, storageDir, target));
  }

  const config: StackConfig = {
    jwtSecret: DEMO_JWT_SECRET,
    anonKey: DEMO_ANON_KEY,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    siteUrl: options.siteUrl ?? process.env.SITE_URL ?? process.env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL,
    apiUrl: '',
    storageDir,
    mailTemplates,
  };
  const mail = new MailCatcher();
  const services: StackServices = { db, config, mail };
  // Only REST has async setup (its schema cache); auth and storage are built synchronously.
  const rateLimits = options.authRateLimits === false ? NO_AUTH_RATE_LIMITS : { ...rateLimitsFromEnv(process.env), ...options.authRateLimits };
  const auth = createAuthService(services, rateLimits, { ...authSettingsFromEnv(process.env), ...options.authSettings });
  const storage = createStorageService(services);
  const rest = await createRestService(services);
  const port = options.port ?? Number(process.env.SUPABASE_LOCAL_PORT ?? DEFAULT_PORT);
  const gateway = await startGateway({ rest, auth, storage, mail, config }, port, options.host?.replace(/^\[(.*)\]$/, '$1'));
  config.apiUrl = gateway.origin;
  const host = options.host?.replace(/^\[(.*)\]$/, '$1') ?? '127.0.0.1';
  const smtp = await startSmtpListener(mail, options.smtpPort ?? (port === 0 ? 0 : Number(process.env.SUPABASE_LOCAL_SMTP_PORT ?? DEFAULT_SMTP_PORT)), host).catch(async (error: unknown) => {
    await gateway.close();
    throw error;
  });
  // The seed's rows name these files (gallery photos, documents); they go up with the seed, once.
  if (migration?.seeded) {
    await uploadSeedFiles({ url: gateway.origin, serviceRoleKey: config.serviceRoleKey, dir: options.seedFilesDir ?? resolve(root, 'supabase/seed-files') });
  }

  return {
    url: gateway.origin,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    jwtSecret: config.jwtSecret,
    db,
    mail,
    smtpPort: smtp.port,
    migration,
    async stop() {
      await Promise.all([gateway.close(), smtp.close()]);
      await Promise.all([rest.close?.(), auth.close?.(), storage.close?.()]);
      await db.close();
      await claim?.release();
    },
  };
}
