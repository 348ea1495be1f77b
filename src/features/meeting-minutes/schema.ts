import { z } from 'zod';
import { ATTENDEE_STATUSES, meetingMinutesMessages } from './messages';

const statuses = Object.keys(ATTENDEE_STATUSES) as [keyof typeof ATTENDEE_STATUSES, ...(keyof typeof ATTENDEE_STATUSES)[]];

/** One attendee as the form and the attendees modal edit it (member, status, notes). */
export const ZAttendeeInput = z.object({
  // Every attendee needs a chosen member (a legacy row without one must be replaced).
  member_id: z.uuid(meetingMinutesMessages.attendeeMemberRequired),
  status: z.enum(statuses),
  notes: z.string().trim(),
});
export type TAttendeeInput = z.output<typeof ZAttendeeInput>;

/** At least one attendee, each with a chosen member. */
export const ZAttendeeList = z.array(ZAttendeeInput).min(1, meetingMinutesMessages.attendeesRequired);

const optionalUuid = z
  .union([z.uuid(), z.literal('')])
  .transform((value) => value || null);

/** Minutes: number ≥ 1, date and writer required, the rest optional. */
export const ZMeetingMinutesFields = z.object({
  meeting_number: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/, meetingMinutesMessages.numberRequired)
    .transform(Number),
  meeting_date: z.iso.date(meetingMinutesMessages.dateRequired),
  meeting_place: z
    .string()
    .trim()
    .transform((value) => value || null),
  season_id: optionalUuid,
  wrote_by: z.uuid(meetingMinutesMessages.writerRequired),
  notes: z
    .string()
    .trim()
    .transform((value) => value || null),
});
export type TMeetingMinutesFields = z.output<typeof ZMeetingMinutesFields>;

/** The whole form: the fields and the attendee list, saved together. */
export const ZMeetingMinutesForm = ZMeetingMinutesFields.extend({ attendees: ZAttendeeList });
export type TMeetingMinutesFormInput = z.input<typeof ZMeetingMinutesForm>;
export type TMeetingMinutesForm = z.output<typeof ZMeetingMinutesForm>;
