import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { NextResponse } from 'next/server';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

/** One kind of mail the schedule sends: what is due now, in bounded batches; answers its counts. */
export type CronJob = (service: TypedSupabaseClient, send: SendMail, origin: string) => Promise<unknown>;

export interface CronDeps {
  /** CRON_SECRET; without one every call is refused. */
  secret: string | undefined;
  service: () => TypedSupabaseClient;
  send: () => SendMail;
  origin: string;
  /** The jobs by the name their result is answered under (reminders, announcements …). */
  jobs: Record<string, CronJob>;
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
 * bounded batches. Vercel Cron calls it with GET and `Authorization: Bearer $CRON_SECRET`. One
 * kind of mail failing (its table missing, the mail server refusing it) does not stop the others.
 */
export async function handleNotificationsCron(request: Request, deps: CronDeps): Promise<NextResponse> {
  if (!authorized(request, deps.secret)) {
    return NextResponse.json({ error: 'Neplatný nebo chybějící klíč plánovače' }, { status: 401 });
  }
  const service = deps.service();
  const send = deps.send();
  const results: Record<string, unknown> = {};
  let failed = false;
  for (const [name, job] of Object.entries(deps.jobs)) {
    try {
      results[name] = await job(service, send, deps.origin);
    } catch (error) {
      console.error(`notifications job ${name} failed`, error);
      failed = true;
    }
  }
  if (failed) return NextResponse.json({ error: 'Odesílání upozornění selhalo' }, { status: 500 });
  return NextResponse.json({ data: results });
}
