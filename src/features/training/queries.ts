import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import { getAttendanceSummary, getTodayOrNextTraining, listSessionAttendance, listTrainingSessions } from './api';
import { trainingKeys } from './keys';

export const trainingSessionListOptions = (loadClient: SupabaseClientLoader, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: trainingKeys.sessionList(categoryId, seasonId),
    queryFn: async () => listTrainingSessions(await loadClient(), categoryId, seasonId),
  });

export const sessionAttendanceOptions = (loadClient: SupabaseClientLoader, sessionId: string) =>
  queryOptions({
    queryKey: trainingKeys.attendance(sessionId),
    queryFn: async () => listSessionAttendance(await loadClient(), sessionId),
  });

export const attendanceSummaryOptions = (loadClient: SupabaseClientLoader, categoryId: string, seasonId: string) =>
  queryOptions({
    queryKey: trainingKeys.summary(categoryId, seasonId),
    queryFn: async () => getAttendanceSummary(await loadClient(), categoryId, seasonId),
  });

export const todayOrNextTrainingOptions = (loadClient: SupabaseClientLoader, categoryIds: string[], today: string) =>
  queryOptions({
    queryKey: trainingKeys.todayOrNext(categoryIds, today),
    queryFn: async () => getTodayOrNextTraining(await loadClient(), categoryIds, today),
    enabled: categoryIds.length > 0,
  });
