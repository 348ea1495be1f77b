'use client';

import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { createPartner, deleteMainPartner, listPartners, updateMainPartner, type PartnerInput } from './admin-api';
import { partnerMessages } from './messages';
import type { PartnerKind } from './schema';

const partnerKeys = { kind: (kind: PartnerKind) => ['partners', kind] as const };

export function usePartners(kind: PartnerKind) {
  return useQuery({ queryKey: partnerKeys.kind(kind), queryFn: () => listPartners(kind) });
}

// The API routes drop the public cache themselves.
export function useCreatePartner(kind: PartnerKind) {
  return useAdminMutation({
    mutationFn: (input: PartnerInput) => createPartner(kind, input),
    success: partnerMessages.created,
    failure: partnerMessages.saveError,
    invalidates: [partnerKeys.kind(kind)],
  });
}

export function useUpdateMainPartner() {
  return useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<PartnerInput> & { is_active?: boolean } }) => updateMainPartner(id, input),
    success: partnerMessages.updated,
    failure: partnerMessages.saveError,
    invalidates: [partnerKeys.kind('main-partners')],
  });
}

export function useDeleteMainPartner() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteMainPartner(id),
    success: partnerMessages.deleted,
    failure: partnerMessages.deleteError,
    invalidates: [partnerKeys.kind('main-partners')],
  });
}
