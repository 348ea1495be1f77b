import 'server-only';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { reminderMail } from '../reminder-mail';

export interface ReminderJobOptions {
  /** Mails claimed (and leased) at a time. */
  batchSize?: number;
  /** Batches in one run at most, so a run ends well inside a cron's time limit; the next run goes on. */
  maxBatches?: number;
  /** How long a claimed mail stays reserved for this run before another run may send it. */
  leaseSeconds?: number;
}

export interface ReminderJobResult {
  sent: number;
  failed: number;
}

/**
 * Sends the reminders that are due. Each is recorded and leased in the database before its mail
 * goes out and marked sent once the mail server accepted it, so two runs at once never send the
 * same one, and one killed between the two steps leaves it to a later run, which sends it.
 */
export async function runReminderJob(service: TypedSupabaseClient, send: SendMail, origin: string, options: ReminderJobOptions = {}): Promise<ReminderJobResult> {
  const { batchSize = 50, maxBatches = 10, leaseSeconds = 300 } = options;
  const result: ReminderJobResult = { sent: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { data, error } = await service.rpc('claim_reminder_deliveries', { p_limit: batchSize, p_lease_seconds: leaseSeconds });
    if (error) throw new Error(`Připomínky nelze načíst: ${error.message}`);
    for (const row of data) {
      try {
        await send(reminderMail(row, origin));
      } catch (sendError) {
        result.failed += 1;
        const { error: markError } = await service.rpc('mark_mail_failed', {
          p_delivery_id: row.delivery_id,
          p_error: sendError instanceof Error ? sendError.message : String(sendError),
        });
        if (markError) throw new Error(`Neodeslaný e-mail nelze zaznamenat: ${markError.message}`);
        continue;
      }
      const { error: markError } = await service.rpc('mark_mail_sent', { p_delivery_id: row.delivery_id });
      if (markError) throw new Error(`Odeslaný e-mail nelze zaznamenat: ${markError.message}`);
      result.sent += 1;
    }
    if (data.length < batchSize) break;
  }
  return result;
}
