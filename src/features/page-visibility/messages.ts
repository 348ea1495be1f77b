/** The page-visibility API's errors, exact. */
export const pageVisibilityMessages = {
  fetchFailed: 'Failed to fetch pages',
  updateFailed: 'Failed to update page visibility',
  routeFailed: 'Failed to update page route',
  titleFailed: 'Failed to update page title',
  invalidBody: 'Neplatný požadavek: pošlete {id, is_visible, sort_order}, {id, page_route} nebo {id, page_title}',
  notFound: 'Stránka nebyla nalezena',
  updated: 'Stránka byla aktualizována',
} as const;
