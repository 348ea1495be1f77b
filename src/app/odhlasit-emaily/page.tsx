import type { Metadata } from 'next';
import { LinkResult } from '@/features/mailings/components/link-result';
import { MAIL_KIND_LABELS } from '@/features/mailings/kinds';
import { unsubscribeByToken } from '@/features/mailings/server/links';
import { getSupabasePublicClient } from '@/lib/supabase/public';
import { PublicFrame } from '../(public)/public-frame';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Odhlášení e-mailů', robots: { index: false, follow: false } };

/** The footer link of every club mail: switches that kind of mail off for the account, without sign-in. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const kind = await unsubscribeByToken(getSupabasePublicClient(), typeof params.t === 'string' ? params.t : '');
  return (
    <PublicFrame hasMenu={false}>
      {kind ? (
        <LinkResult tone="success" label="Hotovo" title="E-maily jsou odhlášené">
          <p>Už vám nebudeme posílat {MAIL_KIND_LABELS[kind]}. Zapnout je můžete znovu v členské sekci.</p>
        </LinkResult>
      ) : (
        <LinkResult tone="danger" label="Neplatný odkaz" title="Tento odkaz neplatí">
          <p>Odkaz je neúplný nebo nepochází z e-mailu klubu. Nastavení e-mailů najdete v členské sekci.</p>
        </LinkResult>
      )}
    </PublicFrame>
  );
}
