'use client';

import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import { deleteMainPartnerRequest, postPartner, putMainPartner, type PartnerInput } from './api';
import { partnerKeys } from './keys';
import { partnerMessages } from './messages';
import { partnerListOptions } from './queries';
import type { PartnerKind } from './schema';

export function usePartners(kind: PartnerKind) {
  return useQuery(partnerListOptions(kind));
}

// The API routes drop the public cache themselves.
export function useCreatePartner(kind: PartnerKind) {
  return useAdminMutation({
    mutationFn: (input: PartnerInput) => postPartner(kind, input),
    success: partnerMessages.created,
    failure: partnerMessages.saveError,
    invalidates: [partnerKeys.kind(kind)],
  });
}

export function useUpdateMainPartner() {
  return useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<PartnerInput> & { is_active?: boolean } }) => putMainPartner(id, input),
    success: partnerMessages.updated,
    failure: partnerMessages.saveError,
    invalidates: [partnerKeys.kind('main-partners')],
  });
}

export function useDeleteMainPartner() {
  return useAdminMutation({
    mutationFn: (id: string) => deleteMainPartnerRequest(id),
    success: partnerMessages.deleted,
    failure: partnerMessages.deleteError,
    invalidates: [partnerKeys.kind('main-partners')],
  });
}
