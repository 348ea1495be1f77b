import 'server-only';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { announcementMail } from '../announcement-mail';

export interface AnnouncementJobOptions {
  /** Recipients claimed (and leased) at a time. */
  batchSize?: number;
  /** Batches in one run at most, so a run ends well inside a cron's time limit; the next run goes on. */
  maxBatches?: number;
  /** How long a claimed recipient stays reserved for this run; a failed one waits this long before the next try. */
  leaseSeconds?: number;
}

export interface AnnouncementJobResult {
  sent: number;
  failed: number;
}

/**
 * Sends the announcements' pending mails. Each recipient is leased in the database before the mail
 * goes out and marked once the mail server answered, so two runs at once never send one twice, and
 * a run killed between the two steps leaves the recipient to a later run.
 */
export async function runAnnouncementJob(
  service: TypedSupabaseClient,
  send: SendMail,
  origin: string,
  options: AnnouncementJobOptions = {},
): Promise<AnnouncementJobResult> {
  const { batchSize = 50, maxBatches = 10, leaseSeconds = 300 } = options;
  const result: AnnouncementJobResult = { sent: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { data, error } = await service.rpc('claim_announcement_deliveries', { p_limit: batchSize, p_lease_seconds: leaseSeconds });
    if (error) throw new Error(`Oznámení k odeslání nelze načíst: ${error.message}`);
    for (const delivery of data) {
      let failure: string | undefined;
      try {
        await send(announcementMail(delivery, origin));
        result.sent += 1;
      } catch (sendError) {
        failure = sendError instanceof Error ? sendError.message : String(sendError);
        result.failed += 1;
      }
      const { error: markError } = await service.rpc('finish_announcement_delivery', {
        p_announcement_id: delivery.announcement_id,
        p_user_id: delivery.user_id,
        ...(failure === undefined ? {} : { p_error: failure }),
      });
      if (markError) throw new Error(`Stav oznámení nelze zaznamenat: ${markError.message}`);
    }
    if (data.length < batchSize) break;
  }
  return result;
}
