/** Query keys of the admins' todos; every save invalidates `all`. */
export const todoKeys = {
  all: ['todos'] as const,
  list: () => [...todoKeys.all, 'list'] as const,
};
