'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { useAdminMutation } from '@/lib/use-admin-mutation';
import {
  type AvailabilityInput,
  type CategoryAvailabilitySettings,
  inviteMemberAccount,
  renewCalendarFeed,
  saveCategoryAvailabilitySettings,
  resendMemberInvite,
  setAvailability,
  unlinkMemberAccount,
} from './api';
import { availabilityKeys } from './keys';
import { availabilityMessages } from './messages';
import {
  availabilityCountsOptions,
  availabilitySettingsOptions,
  eventAvailabilityOptions,
  memberAccountsOptions,
  myAttendanceOptions,
  myAvailabilityOptions,
  myCalendarFeedOptions,
} from './queries';
import type { TInviteMemberAccount } from './schema';

export function useMemberAccounts(memberId: string) {
  return useQuery(memberAccountsOptions(memberId));
}

export function useInviteMemberAccount(memberId: string) {
  return useAdminMutation({
    mutationFn: (input: TInviteMemberAccount) => inviteMemberAccount(memberId, input),
    success: availabilityMessages.invited,
    failure: availabilityMessages.inviteFailed,
    invalidates: [availabilityKeys.memberAccounts(memberId)],
  });
}

export function useResendMemberInvite(memberId: string) {
  return useAdminMutation({
    mutationFn: (userId: string) => resendMemberInvite(memberId, userId),
    success: availabilityMessages.reinvited,
    failure: availabilityMessages.inviteFailed,
    invalidates: [availabilityKeys.memberAccounts(memberId)],
  });
}

export function useUnlinkMemberAccount(memberId: string) {
  return useAdminMutation({
    mutationFn: (userId: string) => unlinkMemberAccount(memberId, userId),
    success: availabilityMessages.unlinked,
    failure: availabilityMessages.unlinkFailed,
    invalidates: [availabilityKeys.memberAccounts(memberId)],
  });
}

export function useMyAvailability() {
  return useQuery(myAvailabilityOptions(loadSupabaseBrowserClient));
}

/** The next events' answer counts of each category, one query per category. */
export function useAvailabilityCounts(categoryIds: string[]) {
  return useQueries({
    queries: categoryIds.map((categoryId) => availabilityCountsOptions(loadSupabaseBrowserClient, categoryId)),
  });
}

/** One event's answers per member, for its category's staff (attendance, lineups). */
export function useEventAvailability(eventType: 'training' | 'match', eventId: string, enabled = true) {
  return useQuery({ ...eventAvailabilityOptions(loadSupabaseBrowserClient, eventType, eventId), enabled });
}

export function useMyAttendance() {
  return useQuery(myAttendanceOptions(loadSupabaseBrowserClient));
}

export function useSetAvailability() {
  return useAdminMutation({
    mutationFn: async (input: AvailabilityInput) => setAvailability(await loadSupabaseBrowserClient(), input),
    success: availabilityMessages.answerSaved,
    failure: availabilityMessages.saveError,
    invalidates: [availabilityKeys.mine()],
  });
}

export function useAvailabilitySettings(categoryId: string) {
  return useQuery(availabilitySettingsOptions(loadSupabaseBrowserClient, categoryId));
}

/** The category's lock and opt-out rule; every answer list and count of the category follows them. */
export function useSaveAvailabilitySettings(categoryId: string) {
  return useAdminMutation({
    mutationFn: async (settings: CategoryAvailabilitySettings) =>
      saveCategoryAvailabilitySettings(await loadSupabaseBrowserClient(), categoryId, settings),
    success: availabilityMessages.settingsSaved,
    failure: availabilityMessages.settingsSaveError,
    invalidates: [availabilityKeys.all],
  });
}

export function useMyCalendarFeed() {
  return useQuery(myCalendarFeedOptions(loadSupabaseBrowserClient));
}

/** A new calendar link (the old one stops working); the token comes back once, to be shown and copied. */
export function useRenewCalendarFeed() {
  return useAdminMutation({
    mutationFn: async () => renewCalendarFeed(await loadSupabaseBrowserClient()),
    success: availabilityMessages.calendarCreated,
    failure: availabilityMessages.calendarError,
    invalidates: [availabilityKeys.calendarFeed()],
  });
}
