import { defineUrlState, urlField } from '@/lib/url-state';

/** /admin/matches filters, in the URL so a reload keeps them (no season: the active one). */
export const adminMatchFilters = defineUrlState({
  season: urlField.uuid(),
  category: urlField.uuid(),
  status: urlField.oneOf(['upcoming', 'completed']),
  week: urlField.positiveInt(),
  page: urlField.page(),
});

/** 20 a page, as the other admin lists (users, videos). */
export const ADMIN_MATCHES_PAGE_SIZE = 20;
