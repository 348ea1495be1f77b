import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchUserFactors, fetchUserRoles, fetchUsers, fetchUsersWithLogs } from './api';
import { userKeys } from './keys';

export const userListOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: fetchUsers });

export const usersWithLogsOptions = (page: number, userEmail: string | null) =>
  queryOptions({
    queryKey: userKeys.withLogs(page, userEmail),
    queryFn: () => fetchUsersWithLogs(page, userEmail),
    // Paging through logs keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const userRolesOptions = () => queryOptions({ queryKey: userKeys.roles(), queryFn: fetchUserRoles });

export const userFactorsOptions = (userId: string) => queryOptions({ queryKey: userKeys.factors(userId), queryFn: () => fetchUserFactors(userId) });
