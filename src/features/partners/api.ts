import type { PostgrestError } from '@supabase/supabase-js';
import { fetchJson } from '@/lib/api/fetch-json';
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

/** The three public partner blocks (main, business, media), active ones in their order. */
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

type Rows<Row> = { data: Row[] | null; error: PostgrestError | null };

/**
 * The inserted row, or, when the id was there already (a retried request whose first try was
 * stored), the row stored then: inserting with ignore-duplicates makes a retry change nothing.
 */
async function insertedOnce<Row>(inserted: Rows<Row>, stored: () => PromiseLike<Rows<Row>>): Promise<Row> {
  if (inserted.error) throw inserted.error;
  const row = inserted.data?.[0] ?? (await stored()).data?.[0];
  if (!row) throw new Error('The database returned no row');
  return row;
}

/** Every partner of a kind as the caller may see it (RLS: active ones to the public, all to admins). */
export async function listPartnersOfKind(client: TypedSupabaseClient, kind: PartnerKind): Promise<PartnerRow[]> {
  const { data, error } = await client.from(PARTNER_KINDS[kind]).select('*').order('sort_order').order('name');
  if (error) throw error;
  return data;
}

/** TypeScript checks each table's columns only with its own literal name, hence one branch a kind. */
export async function insertPartner(client: TypedSupabaseClient, partner: NewPartner): Promise<PartnerRow> {
  const id = partner.row.id ?? crypto.randomUUID();
  const once = { onConflict: 'id', ignoreDuplicates: true };
  switch (partner.kind) {
    case 'main-partners':
      return insertedOnce(await client.from('main_partners').upsert({ ...partner.row, id }, once).select('*'), () => client.from('main_partners').select('*').eq('id', id));
    case 'business-partners':
      return insertedOnce(await client.from('business_partners').upsert({ ...partner.row, id }, once).select('*'), () => client.from('business_partners').select('*').eq('id', id));
    case 'media-partners':
      return insertedOnce(await client.from('media_partners').upsert({ ...partner.row, id }, once).select('*'), () => client.from('media_partners').select('*').eq('id', id));
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

export interface AdminPartner {
  id: string;
  name: string;
  website_url: string | null;
  logo_url: string | null;
  is_active: boolean;
  sort_order: number;
}

export interface PartnerInput {
  /** Made once when the user saves a new partner (a retried POST then stores nothing twice). */
  id?: string;
  name: string;
  website_url: string;
  logo_url: string;
}

// The admin screen goes through /api/sponsorship, which drops the public cache itself.
export async function fetchPartners(kind: PartnerKind): Promise<AdminPartner[]> {
  return (await fetchJson<{ data: AdminPartner[] }>(`/api/sponsorship/${kind}`)).data;
}

export async function postPartner(kind: PartnerKind, input: PartnerInput): Promise<void> {
  await fetchJson(`/api/sponsorship/${kind}`, { method: 'POST', body: JSON.stringify(input) });
}

export async function putMainPartner(id: string, input: Partial<PartnerInput> & { is_active?: boolean }): Promise<void> {
  await fetchJson(`/api/sponsorship/main-partners/${id}`, { method: 'PUT', body: JSON.stringify(input) });
}

export async function deleteMainPartnerRequest(id: string): Promise<void> {
  await fetchJson(`/api/sponsorship/main-partners/${id}`, { method: 'DELETE' });
}
