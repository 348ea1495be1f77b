import 'server-only';
import type { OutgoingMail, SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface DeliveryJobOptions {
  /** Mails claimed (and leased) at a time. */
  batchSize?: number;
  /** Batches in one run at most, so a run ends well inside a cron's time limit; the next run goes on. */
  maxBatches?: number;
  /** How long a claimed mail stays reserved for this run before another run may send it. */
  leaseSeconds?: number;
}

export interface DeliveryJobResult {
  sent: number;
  failed: number;
}

/** One kind of mail kept in mail_deliveries: how its due mails are claimed and how each is written. */
export interface DeliveryKind<Row extends { delivery_id: string }> {
  claim: (service: TypedSupabaseClient, limit: number, leaseSeconds: number) => Promise<Row[]>;
  compose: (row: Row, origin: string) => OutgoingMail;
}

/**
 * Sends a kind's due mails. Each is recorded and leased in the database before its mail goes out
 * and marked sent once the mail server accepted it, so two runs at once never send the same one,
 * and one killed between the two steps leaves it to a later run, which sends it.
 */
export async function runDeliveryJob<Row extends { delivery_id: string }>(
  kind: DeliveryKind<Row>,
  service: TypedSupabaseClient,
  send: SendMail,
  origin: string,
  options: DeliveryJobOptions = {},
): Promise<DeliveryJobResult> {
  const { batchSize = 50, maxBatches = 10, leaseSeconds = 300 } = options;
  const result: DeliveryJobResult = { sent: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const rows = await kind.claim(service, batchSize, leaseSeconds);
    for (const row of rows) {
      try {
        await send(kind.compose(row, origin));
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
    if (rows.length < batchSize) break;
  }
  return result;
}
