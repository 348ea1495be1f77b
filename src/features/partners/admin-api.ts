import { fetchJson } from '@/lib/api/fetch-json';
import type { PartnerKind } from './schema';

export interface AdminPartner {
  id: string;
  name: string;
  website_url: string | null;
  logo_url: string | null;
  is_active: boolean;
  sort_order: number;
}

export interface PartnerInput {
  name: string;
  website_url: string;
  logo_url: string;
}

export async function listPartners(kind: PartnerKind): Promise<AdminPartner[]> {
  return (await fetchJson<{ data: AdminPartner[] }>(`/api/sponsorship/${kind}`)).data;
}

export async function createPartner(kind: PartnerKind, input: PartnerInput): Promise<void> {
  await fetchJson(`/api/sponsorship/${kind}`, { method: 'POST', body: JSON.stringify(input) });
}

export async function updateMainPartner(id: string, input: Partial<PartnerInput> & { is_active?: boolean }): Promise<void> {
  await fetchJson(`/api/sponsorship/main-partners/${id}`, { method: 'PUT', body: JSON.stringify(input) });
}

export async function deleteMainPartner(id: string): Promise<void> {
  await fetchJson(`/api/sponsorship/main-partners/${id}`, { method: 'DELETE' });
}
