import { meetingMinutesMessages } from './messages';

/** The attachment could not be stored: nothing was saved, the minutes are unchanged. */
export class AttachmentUploadError extends Error {
  constructor(cause: unknown) {
    super(meetingMinutesMessages.saveError, { cause });
    this.name = 'AttachmentUploadError';
  }
}

function isAttendeeError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'details' in error && error.details === 'meeting_attendees';
}

/**
 * The messages tell a failure of the minutes from one of their attendees, on create and on update.
 * The attendee part of the save marks its errors with detail 'meeting_attendees'
 * (set_meeting_attendees, migration 20261124001000); a failed upload is a failure to save.
 */
export function saveFailureMessage(error: unknown, isNew: boolean): string {
  if (error instanceof AttachmentUploadError) return meetingMinutesMessages.saveError;
  if (isAttendeeError(error)) return isNew ? meetingMinutesMessages.createAttendeesError : meetingMinutesMessages.updateAttendeesError;
  return isNew ? meetingMinutesMessages.createError : meetingMinutesMessages.updateError;
}
