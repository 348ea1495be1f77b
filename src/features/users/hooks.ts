'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showError, showSuccess } from '@/lib/toast';
import { assignUserRoles, removeUserFactor, setUserBlocked } from './api';
import { userKeys } from './keys';
import { userMessages } from './messages';
import { userFactorsOptions, userListOptions, userRolesOptions, usersWithLogsOptions } from './queries';
import type { TRoleAssignment } from './schema';

export function useUsers() {
  return useQuery(userListOptions());
}

export function useUsersWithLogs(page: number, userEmail: string | null) {
  return useQuery(usersWithLogsOptions(page, userEmail));
}

export function useUserRoles() {
  return useQuery(userRolesOptions());
}

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => setUserBlocked(userId, blocked),
    onSuccess: (_user, { blocked }) => showSuccess(blocked ? userMessages.blocked : userMessages.unblocked),
    onError: (error) => showError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useAssignUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, assignment }: { userId: string; assignment: TRoleAssignment }) =>
      assignUserRoles(await loadSupabaseBrowserClient(), userId, assignment),
    onSuccess: () => showSuccess(userMessages.rolesSaved),
    onError: (error) => showError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUserFactors(userId: string) {
  return useQuery(userFactorsOptions(userId));
}

export function useRemoveUserFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, factorId }: { userId: string; factorId: string }) => removeUserFactor(userId, factorId),
    onSuccess: () => showSuccess(userMessages.factorRemoved),
    onError: (error) => showError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
