import { z } from 'zod';
import { announcementMessages, BODY_MAX, SUBJECT_MAX } from './messages';

/** The announcement form: a category id or the whole club, subject and text within the database's limits. */
export const ZAnnouncementForm = z.object({
  audience: z.string().min(1, announcementMessages.audienceRequired),
  subject: z.string().trim().min(1, announcementMessages.subjectRequired).max(SUBJECT_MAX, announcementMessages.subjectTooLong),
  body: z.string().trim().min(1, announcementMessages.bodyRequired).max(BODY_MAX, announcementMessages.bodyTooLong),
  includeStaff: z.boolean(),
});
export type TAnnouncementForm = z.output<typeof ZAnnouncementForm>;
