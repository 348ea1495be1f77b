import type { MeetingAttendee } from './api';
import type { AttendeeStatus } from './messages';
import type { TAttendeeInput } from './schema';

/** An attendee while being edited: who (for display) and what will be saved. */
export interface AttendeeDraft {
  /** '' for a stored row without a member: it must be replaced before saving. */
  member_id: string;
  fullName: string | null;
  registration_number: string | null;
  status: AttendeeStatus;
  notes: string;
}

export function draftsOf(attendees: readonly MeetingAttendee[]): AttendeeDraft[] {
  return attendees.map(({ member_id, fullName, registration_number, status, notes }) => ({
    member_id: member_id ?? '',
    fullName,
    registration_number,
    status,
    notes,
  }));
}

export function attendeeInputsOf(drafts: readonly AttendeeDraft[]): TAttendeeInput[] {
  return drafts.map(({ member_id, status, notes }) => ({ member_id, status, notes }));
}
