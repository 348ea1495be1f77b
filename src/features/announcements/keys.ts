/** Query keys of announcements; a send invalidates `all`. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (categoryIds: string[] | 'all') => [...announcementKeys.all, 'list', categoryIds] as const,
  recipients: (announcementId: string) => [...announcementKeys.all, 'recipients', announcementId] as const,
  count: (audience: string, includeStaff: boolean) => [...announcementKeys.all, 'count', audience, includeStaff] as const,
};
