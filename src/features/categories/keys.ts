/** Query keys of categories: every save invalidates `all`, which reaches the active list and the admin list. */
export const categoryKeys = {
  all: ['categories'] as const,
  active: () => [...categoryKeys.all, 'active'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};
