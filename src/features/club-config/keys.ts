/** Query keys of the club's configuration (one row). */
export const clubConfigKeys = {
  all: ['club-config'] as const,
};
