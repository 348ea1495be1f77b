'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { csvFile, downloadTextFile } from '@/lib/csv-file';
import { downloadXlsxFile } from '@/lib/download-file';
import { showFailure } from '@/lib/toast';
import type { Json } from '@/lib/supabase/database.types';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import { createMember, deleteMember, updateMember } from './api/members';
import { isDuplicateRegistration } from './duplicate-registration';
import { createMemberFunction, deleteMemberFunction, updateMemberFunction } from './api/member-functions';
import {
  createMemberRelationship,
  deleteMemberRelationship,
  saveMemberMetadata,
  updateMemberRelationship,
} from './api/member-relationships';
import { createExternalPlayer } from './api/players';
import { withoutPage, type MemberFilters } from './filters';
import { rosterTable } from './roster-table';
import { memberFunctionKeys, memberKeys, relationshipTargets } from './keys';
import {
  externalPlayerMessages,
  memberFunctionMessages,
  memberMessages,
  metadataMessages,
  relationshipMessages,
} from './messages';
import {
  birthdaysOptions,
  externalPlayerListOptions,
  memberDetailOptions,
  memberExportOptions,
  memberFunctionListOptions,
  memberListOptions,
  memberMetadataOptions,
  memberRelationshipsOptions,
  nextRegistrationNumberOptions,
  playerCandidatesOptions,
} from './queries';
import type { TExternalPlayerInput, TMemberFunctionInput, TMemberInput, TRelationshipInput } from './schema';

export const useMembers = (filters: MemberFilters) => useQuery(memberListOptions(loadSupabaseBrowserClient, filters));
export const useMember = (id: string) => useQuery(memberDetailOptions(loadSupabaseBrowserClient, id));
export const useMemberRelationships = (id: string) => useQuery(memberRelationshipsOptions(loadSupabaseBrowserClient, id));
export const useMemberMetadata = (id: string) => useQuery(memberMetadataOptions(loadSupabaseBrowserClient, id));
export const useMemberFunctions = () => useQuery(memberFunctionListOptions(loadSupabaseBrowserClient));
export const usePlayerCandidates = (categoryId: string | null, isEnabled = true) =>
  useQuery({ ...playerCandidatesOptions(loadSupabaseBrowserClient, categoryId), enabled: isEnabled });
export const useExternalPlayers = (isEnabled = true) =>
  useQuery({ ...externalPlayerListOptions(loadSupabaseBrowserClient), enabled: isEnabled });
/** Only while a new-member dialog is open. */
export const useNextRegistrationNumber = (isEnabled: boolean) =>
  useQuery({ ...nextRegistrationNumberOptions(loadSupabaseBrowserClient), enabled: isEnabled });

/** A taken registration number is shown on its field by the form, not as a toast. */
const toastUnlessDuplicate = (failure: string) => (error: unknown) => {
  if (!isDuplicateRegistration(error)) showFailure(failure, error);
};

// Public pages show members' names through public_members (lineups, rosters): drop their cache.
const memberTargets: AdminMutationTargets = { invalidates: [memberKeys.all], publicTags: ['matches'] };

/** The create's own failure message ('Chyba při vytváření člena'). */
export function useCreateMember() {
  return useAdminMutation({
    ...memberTargets,
    mutationFn: async ({ id, member }: { id: string; member: TMemberInput }) =>
      createMember(await loadSupabaseBrowserClient(), id, member),
    success: memberMessages.created,
    failure: memberMessages.createError,
    onError: toastUnlessDuplicate(memberMessages.createError),
  });
}

export function useUpdateMember() {
  return useAdminMutation({
    ...memberTargets,
    mutationFn: async ({ id, member }: { id: string; member: TMemberInput }) =>
      updateMember(await loadSupabaseBrowserClient(), id, member),
    success: memberMessages.updated,
    failure: memberMessages.updateError,
    onError: toastUnlessDuplicate(memberMessages.updateError),
  });
}

export function useDeleteMember() {
  return useAdminMutation({
    ...memberTargets,
    mutationFn: async (id: string) => deleteMember(await loadSupabaseBrowserClient(), id),
    success: memberMessages.deleted,
    failure: memberMessages.deleteError,
  });
}

// Renaming a function changes how members' functions read: both prefixes.
const functionTargets: AdminMutationTargets = { invalidates: [memberFunctionKeys.all, memberKeys.all] };

export function useCreateMemberFunction() {
  return useAdminMutation({
    ...functionTargets,
    mutationFn: async (input: TMemberFunctionInput) => createMemberFunction(await loadSupabaseBrowserClient(), input),
    success: memberFunctionMessages.created,
    failure: memberFunctionMessages.createError,
  });
}

export function useUpdateMemberFunction() {
  return useAdminMutation({
    ...functionTargets,
    mutationFn: async ({ code, input }: { code: string; input: TMemberFunctionInput }) =>
      updateMemberFunction(await loadSupabaseBrowserClient(), code, input),
    success: memberFunctionMessages.updated,
    failure: memberFunctionMessages.updateError,
  });
}

export function useDeleteMemberFunction() {
  return useAdminMutation({
    ...functionTargets,
    mutationFn: async (code: string) => deleteMemberFunction(await loadSupabaseBrowserClient(), code),
    success: memberFunctionMessages.deleted,
    failure: memberFunctionMessages.deleteError,
  });
}

export function useCreateRelationship(memberId: string) {
  return useAdminMutation({
    invalidates: relationshipTargets(memberId),
    mutationFn: async ({ id, input }: { id: string; input: TRelationshipInput }) =>
      createMemberRelationship(await loadSupabaseBrowserClient(), id, memberId, input),
    success: relationshipMessages.created,
    failure: relationshipMessages.createError,
  });
}

export function useUpdateRelationship(memberId: string) {
  return useAdminMutation({
    invalidates: relationshipTargets(memberId),
    mutationFn: async ({ id, input }: { id: string; input: TRelationshipInput }) =>
      updateMemberRelationship(await loadSupabaseBrowserClient(), id, input),
    success: relationshipMessages.updated,
    failure: relationshipMessages.updateError,
  });
}

export function useDeleteRelationship(memberId: string) {
  return useAdminMutation({
    invalidates: relationshipTargets(memberId),
    mutationFn: async (id: string) => deleteMemberRelationship(await loadSupabaseBrowserClient(), id),
    success: relationshipMessages.deleted,
    failure: relationshipMessages.deleteError,
  });
}

export function useSaveMemberMetadata(memberId: string) {
  return useAdminMutation({
    invalidates: [memberKeys.metadata(memberId)],
    mutationFn: async (metadata: { [key: string]: Json | undefined }) =>
      saveMemberMetadata(await loadSupabaseBrowserClient(), memberId, metadata),
    success: metadataMessages.saved,
    failure: metadataMessages.saveError,
  });
}

export function useCreateExternalPlayer() {
  return useAdminMutation({
    invalidates: [memberKeys.externalPlayers()],
    mutationFn: async ({ id, input }: { id: string; input: TExternalPlayerInput }) =>
      createExternalPlayer(await loadSupabaseBrowserClient(), id, input),
    success: externalPlayerMessages.created,
    failure: externalPlayerMessages.createError,
    onError: toastUnlessDuplicate(externalPlayerMessages.createError),
  });
}

export type RosterFormat = 'csv' | 'xlsx';

/**
 * Downloads the filtered register, every page, as CSV or .xlsx; `pending` names
 * the format being prepared. exceljs is imported only on click (downloadXlsxFile), to keep it
 * out of the first-load JS of every page.
 */
export function useExportMembers(filters: MemberFilters) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<RosterFormat | null>(null);

  async function exportRoster(format: RosterFormat) {
    setPending(format);
    try {
      const [rows, functions] = await Promise.all([
        queryClient.fetchQuery(memberExportOptions(loadSupabaseBrowserClient, withoutPage(filters))),
        queryClient.fetchQuery(memberFunctionListOptions(loadSupabaseBrowserClient)),
      ]);
      const table = rosterTable(rows, (code) => functions.find((item) => item.code === code)?.label ?? code);
      const fileName = `clenove-${new Date().toISOString().slice(0, 10)}.${format}`;
      if (format === 'csv') {
        downloadTextFile(csvFile(table.header, table.rows), fileName);
      } else {
        await downloadXlsxFile(table, memberMessages.exportSheetName, fileName);
      }
    } catch (error) {
      showFailure(memberMessages.exportError, error);
    } finally {
      setPending(null);
    }
  }

  return { exportRoster, pending };
}

export function useMembersWithBirthdays(categoryIds: string[]) {
  return useQuery(birthdaysOptions(loadSupabaseBrowserClient, categoryIds));
}
