import type { PostgrestError } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { PARTNER_KINDS, type PARTNER_SCHEMAS, type PartnerKind, type TMainPartnerUpdate } from './schema';

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

type PartnerTable = (typeof PARTNER_KINDS)[PartnerKind];
export type PartnerRow = Tables<PartnerTable>;

/** A new partner of one kind, its fields checked by that kind's schema. */
export type NewPartner = { [Kind in PartnerKind]: { kind: Kind; row: z.infer<(typeof PARTNER_SCHEMAS)[Kind]> } }[PartnerKind];

function returned<Row>(result: { data: Row | null; error: PostgrestError | null }): Row {
  if (result.error) throw result.error;
  if (!result.data) throw new Error('The database returned no row');
  return result.data;
}

/** Every partner of a kind as the caller may see it (RLS: active ones to the public, all to admins). */
export async function listPartnersOfKind(client: TypedSupabaseClient, kind: PartnerKind): Promise<PartnerRow[]> {
  const { data, error } = await client.from(PARTNER_KINDS[kind]).select('*').order('sort_order').order('name');
  if (error) throw error;
  return data;
}

/** TypeScript checks each table's columns only with its own literal name, hence one branch a kind. */
export async function insertPartner(client: TypedSupabaseClient, partner: NewPartner): Promise<PartnerRow> {
  switch (partner.kind) {
    case 'main-partners':
      return returned(await client.from('main_partners').insert(partner.row).select('*').single());
    case 'business-partners':
      return returned(await client.from('business_partners').insert(partner.row).select('*').single());
    case 'media-partners':
      return returned(await client.from('media_partners').insert(partner.row).select('*').single());
  }
}

/** Changes a main partner; null when there is no such partner (or RLS hides it). */
export async function updateMainPartner(client: TypedSupabaseClient, id: string, changes: TMainPartnerUpdate): Promise<PartnerRow | null> {
  const { data, error } = await client.from('main_partners').update(changes).eq('id', id).select('*').maybeSingle();
  if (error) throw error;
  return data;
}

/** Removes a main partner; false when there was none to remove. */
export async function deleteMainPartner(client: TypedSupabaseClient, id: string): Promise<boolean> {
  const { data, error } = await client.from('main_partners').delete().eq('id', id).select('id').maybeSingle();
  if (error) throw error;
  return data !== null;
}
