import 'server-only';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { reminderMail, type ReminderRow } from '../reminder-mail';
import { runDeliveryJob, type DeliveryJobOptions, type DeliveryJobResult } from './deliveries';

/** Sends the reminders that are due, exactly once each (see runDeliveryJob). */
export async function runReminderJob(service: TypedSupabaseClient, send: SendMail, origin: string, options: DeliveryJobOptions = {}): Promise<DeliveryJobResult> {
  return runDeliveryJob<ReminderRow & { delivery_id: string }>(
    {
      claim: async (client, limit, leaseSeconds) => {
        const { data, error } = await client.rpc('claim_reminder_deliveries', { p_limit: limit, p_lease_seconds: leaseSeconds });
        if (error) throw new Error(`Připomínky nelze načíst: ${error.message}`);
        return data;
      },
      compose: reminderMail,
    },
    service,
    send,
    origin,
    options,
  );
}
