import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClientLoader } from '@/lib/supabase/client';
import {
  fetchMemberAccounts,
  getAvailabilityCounts,
  getCategoryAvailabilitySettings,
  getEventAvailability,
  getMyCalendarFeed,
  getMyAttendance,
  getMyAvailability,
} from './api';
import { availabilityKeys } from './keys';

export const memberAccountsOptions = (memberId: string) =>
  queryOptions({ queryKey: availabilityKeys.memberAccounts(memberId), queryFn: () => fetchMemberAccounts(memberId) });

export const myAvailabilityOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: availabilityKeys.mine(), queryFn: async () => getMyAvailability(await loadClient()) });

export const myAttendanceOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: availabilityKeys.myAttendance(), queryFn: async () => getMyAttendance(await loadClient()) });

export const availabilityCountsOptions = (loadClient: SupabaseClientLoader, categoryId: string) =>
  queryOptions({
    queryKey: availabilityKeys.counts(categoryId),
    queryFn: async () => getAvailabilityCounts(await loadClient(), categoryId),
  });

export const eventAvailabilityOptions = (loadClient: SupabaseClientLoader, eventType: 'training' | 'match', eventId: string) =>
  queryOptions({
    queryKey: availabilityKeys.event(eventType, eventId),
    queryFn: async () => getEventAvailability(await loadClient(), eventType, eventId),
  });

export const availabilitySettingsOptions = (loadClient: SupabaseClientLoader, categoryId: string) =>
  queryOptions({
    queryKey: availabilityKeys.settings(categoryId),
    queryFn: async () => getCategoryAvailabilitySettings(await loadClient(), categoryId),
  });

export const myCalendarFeedOptions = (loadClient: SupabaseClientLoader) =>
  queryOptions({ queryKey: availabilityKeys.calendarFeed(), queryFn: async () => getMyCalendarFeed(await loadClient()) });
