import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { runReminderJob, type ReminderJobOptions } from './reminders';

export interface CronDeps {
  /** CRON_SECRET; without one every call is refused. */
  secret: string | undefined;
  service: () => TypedSupabaseClient;
  send: () => SendMail;
  origin: string;
  job?: ReminderJobOptions;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the secret's length nor its first differing byte shows in the time taken. */
function authorized(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const header = request.headers.get('authorization') ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${secret}`));
}

/**
 * The scheduled job (a crontab, Vercel Cron, or `npm run dev` every minute): sends what is due in
 * bounded batches. Vercel Cron calls it with GET and `Authorization: Bearer $CRON_SECRET`.
 */
export async function handleNotificationsCron(request: Request, deps: CronDeps): Promise<Response> {
  if (!authorized(request, deps.secret)) {
    return Response.json({ error: 'Neplatný nebo chybějící klíč plánovače' }, { status: 401 });
  }
  try {
    const reminders = await runReminderJob(deps.service(), deps.send(), deps.origin, deps.job);
    return Response.json({ data: { reminders } });
  } catch (error) {
    console.error('notifications job failed', error);
    return Response.json({ error: 'Odesílání upozornění selhalo' }, { status: 500 });
  }
}
