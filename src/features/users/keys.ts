/** Query keys of the users administration; every save invalidates `all`, which reaches each list. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  withLogs: (page: number, userEmail: string | null) => [...userKeys.all, 'with-logs', page, userEmail] as const,
  roles: () => [...userKeys.all, 'roles'] as const,
  factors: (userId: string) => [...userKeys.all, 'factors', userId] as const,
};
