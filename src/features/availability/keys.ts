/** Query keys of member accounts and availability; every save invalidates what it changed. */
export const availabilityKeys = {
  all: ['availability'] as const,
  memberAccounts: (memberId: string) => [...availabilityKeys.all, 'member-accounts', memberId] as const,
  mine: () => [...availabilityKeys.all, 'mine'] as const,
  calendarFeed: () => [...availabilityKeys.all, 'calendar-feed'] as const,
  myAttendance: () => [...availabilityKeys.all, 'my-attendance'] as const,
  counts: (categoryId: string) => [...availabilityKeys.all, 'counts', categoryId] as const,
  settings: (categoryId: string) => [...availabilityKeys.all, 'settings', categoryId] as const,
  event: (eventType: 'training' | 'match', eventId: string) => [...availabilityKeys.all, 'event', eventType, eventId] as const,
};
