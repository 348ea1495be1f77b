import type { Metadata } from 'next';
import { UnsubscribeConfirmation } from '@/features/mailings/components/unsubscribe-confirmation';
import { UnsubscribeOutcomeView } from '@/features/mailings/components/unsubscribe-outcome';
import { peekUnsubscribeLink } from '@/features/mailings/server/links';
import { getSupabasePublicClient } from '@/lib/supabase/public';
import { PublicFrame } from '../(public)/public-frame';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Odhlášení e-mailů', robots: { index: false, follow: false } };

/**
 * The footer link of every club mail: asks to switch that kind of mail off for the account, without
 * sign-in, and does it when the person confirms (mail scanners open every link of a mail). Mail
 * clients' one-click unsubscribe posts to the API route instead and needs no page.
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = typeof params.t === 'string' ? params.t : '';
  const kind = await peekUnsubscribeLink(getSupabasePublicClient(), token);
  return <PublicFrame hasMenu={false}>{kind ? <UnsubscribeConfirmation token={token} kind={kind} /> : <UnsubscribeOutcomeView kind={null} />}</PublicFrame>;
}
