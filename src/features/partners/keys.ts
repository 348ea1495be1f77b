import type { PartnerKind } from './schema';

/** Query keys of the admin partner lists; a save invalidates its kind's list. */
export const partnerKeys = {
  all: ['partners'] as const,
  kind: (kind: PartnerKind) => [...partnerKeys.all, kind] as const,
};
