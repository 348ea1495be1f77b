import 'server-only';
import type { SendMail } from '@/lib/mailer';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { changeMail, type ChangeRow } from '../change-mail';
import { runDeliveryJob, type DeliveryJobOptions, type DeliveryJobResult } from './deliveries';

/** Tells the category's linked accounts about each cancelled training and moved match, exactly once (see runDeliveryJob). */
export async function runChangeJob(service: TypedSupabaseClient, send: SendMail, origin: string, options: DeliveryJobOptions = {}): Promise<DeliveryJobResult> {
  return runDeliveryJob<ChangeRow & { delivery_id: string }>(
    {
      claim: async (client, limit, leaseSeconds) => {
        const { data, error } = await client.rpc('claim_change_deliveries', { p_limit: limit, p_lease_seconds: leaseSeconds });
        if (error) throw new Error(`Zprávy o změnách nelze načíst: ${error.message}`);
        return data;
      },
      compose: changeMail,
    },
    service,
    send,
    origin,
    options,
  );
}
