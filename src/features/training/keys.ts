/** Query keys of training sessions and attendance; every training save invalidates `all`. */
export const trainingKeys = {
  all: ['training'] as const,
  sessionLists: () => [...trainingKeys.all, 'sessions'] as const,
  sessionList: (categoryId: string, seasonId: string) => [...trainingKeys.sessionLists(), categoryId, seasonId] as const,
  attendance: (sessionId: string) => [...trainingKeys.all, 'attendance', sessionId] as const,
  summaries: () => [...trainingKeys.all, 'summary'] as const,
  summary: (categoryId: string, seasonId: string) => [...trainingKeys.summaries(), categoryId, seasonId] as const,
  // Under `all`: a session save refreshes the coach dashboard's training link.
  todayOrNext: (categoryIds: readonly string[], today: string) => [...trainingKeys.all, 'today-or-next', categoryIds, today] as const,
};
