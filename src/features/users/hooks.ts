'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showError, showSuccess } from '@/lib/toast';
import { assignUserRoles, fetchUserRoles, fetchUsers, fetchUsersWithLogs, setUserBlocked } from './api';
import { userMessages } from './messages';
import type { TRoleAssignment } from './schema';

export const userKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  withLogs: (page: number, userEmail: string | null) => ['users', 'with-logs', page, userEmail] as const,
  roles: ['users', 'roles'] as const,
};

export function useUsers() {
  return useQuery({ queryKey: userKeys.list, queryFn: fetchUsers });
}

export function useUsersWithLogs(page: number, userEmail: string | null) {
  return useQuery({
    queryKey: userKeys.withLogs(page, userEmail),
    queryFn: () => fetchUsersWithLogs(page, userEmail),
    // Paging through logs keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUserRoles() {
  return useQuery({ queryKey: userKeys.roles, queryFn: fetchUserRoles });
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
    mutationFn: ({ userId, assignment }: { userId: string; assignment: TRoleAssignment }) =>
      assignUserRoles(getSupabaseBrowserClient(), userId, assignment),
    onSuccess: () => showSuccess(userMessages.rolesSaved),
    onError: (error) => showError(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
