import { spawn } from 'node:child_process';
import { startLocalStack } from '@club-app/supabase-local';

/**
 * `npm run dev`: the local Supabase stack and the Next.js dev server together, stopped
 * together. The app gets the stack's URL and keys through its environment, so a fresh clone
 * needs no .env file; an existing .env.local pointing elsewhere still wins for `next` itself.
 */
const args = process.argv.slice(2);
const mode = args[0] === 'start' ? 'start' : 'dev';
const portIndex = args.indexOf('--port');
const appPort = portIndex >= 0 ? args[portIndex + 1] : undefined;
// --memory: a throwaway seeded database (browser tests), nothing written to .data/; with --empty
// the migrations only, as a new Supabase project is (the first-day journey).
// Auth's links fall back to the app's own origin (GoTrue's SITE_URL), where its cookies live.
const stack = await startLocalStack({
  memory: args.includes('--memory'),
  ...(args.includes('--empty') ? { seedFile: null } : {}),
  siteUrl: process.env.SITE_URL ?? `http://localhost:${appPort ?? 3000}`,
});
console.log(`Local Supabase stack on ${stack.url} (mail catcher: ${stack.url}/mail, SMTP on port ${stack.smtpPort})`);
const cronSecret = process.env.CRON_SECRET ?? 'local-cron-secret';
const appOrigin = `http://localhost:${appPort ?? 3000}`;

const next = spawn('npx', ['next', mode, ...(appPort ? ['--port', appPort] : [])], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL ?? stack.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? stack.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY ?? stack.serviceRoleKey,
    // The app's own mail goes to the stack's catcher over SMTP: nothing leaves the machine.
    SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
    SMTP_PORT: process.env.SMTP_PORT ?? String(stack.smtpPort),
    MAIL_FROM: process.env.MAIL_FROM ?? 'Klub <klub@localhost>',
    CRON_SECRET: cronSecret,
    // supabase-js needs a global WebSocket; Node 20 has one behind this flag (Node 22 by default).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-websocket`.trim(),
  },
});

// What a crontab or Vercel Cron does in production: the notifications job every minute. Only
// for `dev`; browser journeys (`start`) call the job themselves when they need a mail.
const cron =
  mode === 'dev'
    ? setInterval(() => {
        fetch(`${appOrigin}/api/cron/notifications`, { method: 'POST', headers: { authorization: `Bearer ${cronSecret}` } }).catch(() => {
          // The dev server may still be starting; the next minute tries again.
        });
      }, 60_000)
    : null;

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (cron) clearInterval(cron);
  if (next.exitCode === null) next.kill('SIGTERM');
  await stack.stop();
  process.exit(code);
}
next.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
