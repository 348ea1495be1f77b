/** Query keys of the admin page list. */
export const pageKeys = {
  all: ['page-visibility'] as const,
};
