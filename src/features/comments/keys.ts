/** Query keys of the admins' comments; every save invalidates `all`. */
export const commentKeys = {
  all: ['comments'] as const,
  list: () => [...commentKeys.all, 'list'] as const,
};
