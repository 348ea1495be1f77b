'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberExportOptions } from '@/features/members/queries';
import { toIsoDay } from '@/lib/format';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showErrorMessage } from '@/lib/toast';
import { useAdminMutation, type AdminMutationTargets } from '@/lib/use-admin-mutation';
import {
  cancelTrainingSession,
  createTrainingSession,
  deleteTrainingSession,
  generateTrainingSessions,
  markMembersPresent,
  markTrainingSessionDone,
  recordAttendance,
  updateTrainingSession,
  type AttendanceRecord,
} from './api';
import { attendanceErrorMessage } from './attendance-error';
import { trainingKeys } from './keys';
import { seriesDates } from './training-series';
import { attendanceMessages, trainingMessages, type AttendanceStatus } from './messages';
import { attendanceSummaryOptions, sessionAttendanceOptions, todayOrNextTrainingOptions, trainingSessionListOptions } from './queries';
import type { TTrainingSessionInput, TTrainingSeriesInput } from './schema';

export interface TrainingScope {
  categoryId: string;
  seasonId: string;
}

export const useTrainingSessions = ({ categoryId, seasonId }: TrainingScope) =>
  useQuery(trainingSessionListOptions(loadSupabaseBrowserClient, categoryId, seasonId));
export const useSessionAttendance = (sessionId: string) =>
  useQuery(sessionAttendanceOptions(loadSupabaseBrowserClient, sessionId));
export const useAttendanceSummary = ({ categoryId, seasonId }: TrainingScope) =>
  useQuery(attendanceSummaryOptions(loadSupabaseBrowserClient, categoryId, seasonId));

/** The category's members (RLS: a coach sees their categories' members), in the register's order. */
export const useCategoryMembers = (categoryId: string) =>
  useQuery(
    memberExportOptions(loadSupabaseBrowserClient, { q: '', category: categoryId, function: null, sex: null, active: null }),
  );

// Training is not public: no public cache to drop.
const trainingTargets: AdminMutationTargets = { invalidates: [trainingKeys.all] };

/** Add (id made once at submit) or edit one session. */
export function useSaveTrainingSession(scope: TrainingScope) {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async ({ id, isNew, session }: { id: string; isNew: boolean; session: TTrainingSessionInput }) =>
      isNew
        ? createTrainingSession(await loadSupabaseBrowserClient(), id, scope, session)
        : updateTrainingSession(await loadSupabaseBrowserClient(), id, session),
    success: ({ isNew }) => (isNew ? trainingMessages.created : trainingMessages.updated),
    failure: trainingMessages.saveError,
  });
}

export function useGenerateTrainingSessions(scope: TrainingScope) {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async ({ seriesId, series }: { seriesId: string; series: TTrainingSeriesInput }) =>
      generateTrainingSessions(await loadSupabaseBrowserClient(), seriesId, scope, series),
    success: ({ series }) =>
      trainingMessages.seriesCreated(seriesDates(series.date_from, series.date_to, series.weekdays).length),
    failure: trainingMessages.seriesError,
  });
}

export function useCancelTrainingSession() {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async ({ id, reason }: { id: string; reason: string | null }) =>
      cancelTrainingSession(await loadSupabaseBrowserClient(), id, reason),
    success: trainingMessages.cancelled,
    failure: trainingMessages.cancelError,
  });
}

/** A done or cancelled session is refused by the database; its message ends the toast. */
export function useDeleteTrainingSession() {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async (id: string) => deleteTrainingSession(await loadSupabaseBrowserClient(), id),
    success: trainingMessages.deleted,
    failure: trainingMessages.deleteError,
  });
}

export function useMarkSessionDone() {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async (id: string) => markTrainingSessionDone(await loadSupabaseBrowserClient(), id),
    success: trainingMessages.markedDone,
    failure: trainingMessages.saveError,
  });
}

/** The pre-fill from the answers: members marked present in one write; the sentence says how many. */
export function useMarkMembersPresent(sessionId: string) {
  return useAdminMutation({
    ...trainingTargets,
    mutationFn: async ({ memberIds, overwrite }: { memberIds: readonly string[]; overwrite: boolean }) =>
      markMembersPresent(await loadSupabaseBrowserClient(), sessionId, memberIds, overwrite),
    success: ({ memberIds }) => attendanceMessages.prefilled(memberIds.length),
    failure: attendanceMessages.recordError,
    onError: (error) => showErrorMessage(attendanceErrorMessage(error)),
  });
}

/**
 * One tap, one write of the member's record. The tapped status
 * shows at once (optimistic) and goes back if the save fails, with the spec's message; no success
 * toast, a coach taps twenty of these in a row.
 */
export function useRecordAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  const key = trainingKeys.attendance(sessionId);
  return useMutation({
    // A session's taps are sent in order: a second tap on a member never overtakes the first,
    // whose new record it changes.
    scope: { id: key.join(':') },
    mutationFn: async ({ memberId, status, shown }: { memberId: string; status: AttendanceStatus; shown: AttendanceStatus | null }) =>
      recordAttendance(await loadSupabaseBrowserClient(), sessionId, memberId, status, shown),
    onMutate: async ({ memberId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AttendanceRecord[]>(key);
      queryClient.setQueryData<AttendanceRecord[]>(key, (records = []) => [
        ...records.filter((record) => record.memberId !== memberId),
        { memberId, status },
      ]);
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
      // The permission sentence is the whole message, not a prefix to a classified reason.
      showErrorMessage(attendanceErrorMessage(error));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.summaries() }),
      ]),
  });
}

export function useTodayOrNextTraining(categoryIds: string[]) {
  return useQuery(todayOrNextTrainingOptions(loadSupabaseBrowserClient, categoryIds, toIsoDay(new Date())));
}
