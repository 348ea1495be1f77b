/** Query keys of the account's own mail switches. */
export const mailingKeys = {
  all: ['mailings'] as const,
  myPreferences: () => [...mailingKeys.all, 'my-preferences'] as const,
};
