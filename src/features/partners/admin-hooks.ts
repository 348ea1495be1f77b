'use client';

import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { createPartner, deleteMainPartner, listPartners, updateMainPartner, type PartnerInput } from './admin-api';
import type { PartnerKind } from './schema';

const partnerKeys = { kind: (kind: PartnerKind) => ['partners', kind] as const };

export function usePartners(kind: PartnerKind) {
  return useQuery({ queryKey: partnerKeys.kind(kind), queryFn: () => listPartners(kind) });
}

// The API routes drop the public cache themselves.
export function useCreatePartner(kind: PartnerKind) {
  return useAdminMutation({
    mutationFn: (input: PartnerInput) => createPartner(kind, input),
    success: 'Partner byl přidán',
    failure: 'Chyba při ukládání partnera',
    invalidates: [partnerKeys.kind(kind)],
  });
}

export function useUpdateMainPartner() {
  return useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<PartnerInput> & { is_active?: boolean } }) => updateMainPartner(id, input),
    success: 'Partner byl aktualizován',
    failure: 'Chyba při ukládání partnera',
    invalidates: [partnerKeys.kind('main-partners')],
  });
}

export function useDeleteMainPartner() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteMainPartner(id),
    success: 'Partner byl smazán',
    failure: 'Chyba při mazání partnera',
    invalidates: [partnerKeys.kind('main-partners')],
  });
}
