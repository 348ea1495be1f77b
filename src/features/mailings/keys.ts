/** Query keys of the account's own mail switches and the categories' reminder hours. */
export const mailingKeys = {
  all: ['mailings'] as const,
  myPreferences: () => [...mailingKeys.all, 'my-preferences'] as const,
  reminderHours: (categoryId: string) => [...mailingKeys.all, 'reminder-hours', categoryId] as const,
};
