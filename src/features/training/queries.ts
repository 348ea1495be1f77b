import { queryOptions } from '@tanstack/react-query';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { getAttendanceSummary, listSessionAttendance, listTrainingSessions } from './api';
import { trainingKeys } from './keys';

export const trainingSessionListOptions = (client: TypedSupabaseClient, categoryId: string, seasonId: string) =>
  queryOptions({ queryKey: trainingKeys.sessionList(categoryId, seasonId), queryFn: () => listTrainingSessions(client, categoryId, seasonId) });

export const sessionAttendanceOptions = (client: TypedSupabaseClient, sessionId: string) =>
  queryOptions({ queryKey: trainingKeys.attendance(sessionId), queryFn: () => listSessionAttendance(client, sessionId) });

export const attendanceSummaryOptions = (client: TypedSupabaseClient, categoryId: string, seasonId: string) =>
  queryOptions({ queryKey: trainingKeys.summary(categoryId, seasonId), queryFn: () => getAttendanceSummary(client, categoryId, seasonId) });
