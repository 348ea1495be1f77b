import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import type { MemberFilters } from './filters';
import { memberFunctionKeys, memberKeys } from './keys';
import { getMember, getMembersWithBirthdays, getNextRegistrationNumber, listAllMembers, listMembers } from './api/members';
import { listMemberFunctions } from './api/member-functions';
import { getMemberMetadata, listMemberRelationships } from './api/member-relationships';
import { listExternalPlayers, listPlayerCandidates } from './api/players';

/** One page of the register; the previous page stays on screen while the next one loads. */
export const memberListOptions = (loadClient: SupabaseClientLoader, filters: MemberFilters) =>
  queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: async () => listMembers(await loadClient(), filters),
    placeholderData: keepPreviousData,
  });

/** Every row of the filtered register for the export, always fresh (staleTime 0). */
export const memberExportOptions = (loadClient: SupabaseClientLoader, filters: Omit<MemberFilters, 'page'>) =>
  queryOptions({
    queryKey: memberKeys.export(filters),
    queryFn: async () => listAllMembers(await loadClient(), filters),
    staleTime: 0,
  });

export const memberDetailOptions = (loadClient: SupabaseClientLoader, id: string) =>
  queryOptions({ queryKey: memberKeys.detail(id), queryFn: async () => getMember(await loadClient(), id) });

export const memberRelationshipsOptions = (loadClient: SupabaseClientLoader, id: string) =>
  queryOptions({ queryKey: memberKeys.relationships(id), queryFn: async () => listMemberRelationships(await loadClient(), id) });

export const memberMetadataOptions = (loadClient: SupabaseClientLoader, id: string) =>
  queryOptions({ queryKey: memberKeys.metadata(id), queryFn: async () => getMemberMetadata(await loadClient(), id) });

export const memberFunctionListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: memberFunctionKeys.list(), queryFn: async () => listMemberFunctions(await loadClient()) });

export const playerCandidatesOptions = (loadClient: SupabaseClientLoader, categoryId: string | null) =>
  queryOptions({
    queryKey: memberKeys.playerCandidates(categoryId),
    queryFn: async () => listPlayerCandidates(await loadClient(), categoryId),
  });

export const externalPlayerListOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: memberKeys.externalPlayers(), queryFn: async () => listExternalPlayers(await loadClient()) });

/** Asked afresh each time a new-member dialog opens: another admin may have taken the number. */
export const nextRegistrationNumberOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({
    queryKey: memberKeys.nextRegistrationNumber(),
    queryFn: async () => getNextRegistrationNumber(await loadClient()),
    staleTime: 0,
  });

export const birthdaysOptions = (loadClient: SupabaseClientLoader, categoryIds: string[]) =>
  queryOptions({
    queryKey: memberKeys.birthdays(categoryIds),
    queryFn: async () => getMembersWithBirthdays(await loadClient(), categoryIds),
    enabled: categoryIds.length > 0,
  });
