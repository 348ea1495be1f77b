import type { TypedSupabaseClient } from '@/lib/supabase/client';

export interface PublicPartner {
  id: string;
  name: string;
  logo_url: string | null;
  website_url: string | null;
}

export interface PartnerBlocks {
  main: PublicPartner[];
  business: PublicPartner[];
  media: PublicPartner[];
}

const COLUMNS = 'id, name, logo_url, website_url';

/** The three public partner blocks (spec §7 main, business, media), active ones in their order. */
export async function getPartnerBlocks(client: TypedSupabaseClient): Promise<PartnerBlocks> {
  const [main, business, media] = await Promise.all([
    client.from('main_partners').select(COLUMNS).eq('is_active', true).order('sort_order'),
    client.from('business_partners').select(COLUMNS).eq('is_active', true).order('sort_order'),
    client.from('media_partners').select(COLUMNS).eq('is_active', true).order('sort_order'),
  ]);
  for (const result of [main, business, media]) if (result.error) throw result.error;
  return { main: main.data ?? [], business: business.data ?? [], media: media.data ?? [] };
}
