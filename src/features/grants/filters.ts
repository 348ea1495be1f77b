import { defineUrlState, urlField } from '@/lib/url-state';

/**
 * The grant calendar's view in the URL (grants: search by name or description, month
 * filter, active only unless the user asks for the inactive ones too, to reactivate them).
 */
export const grantFilters = defineUrlState({
  q: urlField.text(),
  month: urlField.positiveInt(),
  inactive: urlField.oneOf(['1']),
});

export type GrantFilters = typeof grantFilters.defaults;
