import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { MemberFilters } from './filters';
import { memberFunctionKeys, memberKeys } from './keys';
import { getMember, listAllMembers, listMembers } from './api/members';
import { listMemberFunctions } from './api/member-functions';
import { getMemberMetadata, listMemberRelationships } from './api/member-relationships';
import { listExternalPlayers, listPlayerCandidates } from './api/players';

/** One page of the register; the previous page stays on screen while the next one loads. */
export const memberListOptions = (client: TypedSupabaseClient, filters: MemberFilters) =>
  queryOptions({ queryKey: memberKeys.list(filters), queryFn: () => listMembers(client, filters), placeholderData: keepPreviousData });

/** Every row of the filtered register for the export, always fresh (staleTime 0). */
export const memberExportOptions = (client: TypedSupabaseClient, filters: Omit<MemberFilters, 'page'>) =>
  queryOptions({ queryKey: memberKeys.export(filters), queryFn: () => listAllMembers(client, filters), staleTime: 0 });

export const memberDetailOptions = (client: TypedSupabaseClient, id: string) =>
  queryOptions({ queryKey: memberKeys.detail(id), queryFn: () => getMember(client, id) });

export const memberRelationshipsOptions = (client: TypedSupabaseClient, id: string) =>
  queryOptions({ queryKey: memberKeys.relationships(id), queryFn: () => listMemberRelationships(client, id) });

export const memberMetadataOptions = (client: TypedSupabaseClient, id: string) =>
  queryOptions({ queryKey: memberKeys.metadata(id), queryFn: () => getMemberMetadata(client, id) });

export const memberFunctionListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: memberFunctionKeys.list(), queryFn: () => listMemberFunctions(client) });

export const playerCandidatesOptions = (client: TypedSupabaseClient, categoryId: string | null) =>
  queryOptions({ queryKey: memberKeys.playerCandidates(categoryId), queryFn: () => listPlayerCandidates(client, categoryId) });

export const externalPlayerListOptions = (client: TypedSupabaseClient) =>
  queryOptions({ queryKey: memberKeys.externalPlayers(), queryFn: () => listExternalPlayers(client) });
