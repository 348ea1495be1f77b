/** Query keys of standings tables; recalculating or generating one invalidates `all`. */
export const standingKeys = {
  all: ['standings'] as const,
};
