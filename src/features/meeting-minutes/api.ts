import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { attachmentContentType, attachmentStoragePath, MEETING_MINUTES_BUCKET, SIGNED_URL_SECONDS } from './attachment-file';
import type { MeetingMinutesFilters } from './filters';
import type { AttendeeStatus } from './messages';
import { AttachmentUploadError } from './save-failure';
import type { TAttendeeInput, TMeetingMinutesFields } from './schema';

const MINUTES_COLUMNS =
  'id, meeting_number, meeting_date, meeting_place, season_id, wrote_by, attachment_url, attachment_filename, notes, season:seasons(name), attendees:meeting_attendees(status)';

export interface MeetingMinutesRow {
  id: string;
  meeting_number: number;
  meeting_date: string;
  meeting_place: string | null;
  season_id: string | null;
  wrote_by: string | null;
  attachment_url: string | null;
  attachment_filename: string | null;
  notes: string | null;
  season: { name: string } | null;
  attendees: { status: string }[];
}

/** The ILIKE pattern of a search: the LIKE wildcards typed by the user match literally nothing. */
function searchPattern(search: string): string | null {
  const cleaned = search.replace(/[%_*\\,()]/g, ' ').trim();
  return cleaned ? `%${cleaned}%` : null;
}

/**
 * Minutes with the filters (search in place and notes, season, writer), newest first.
 * Soft-deleted rows (is_active false) stay out. RLS: admins and coaches read, nobody else.
 */
export async function listMeetingMinutes(client: TypedSupabaseClient, filters: MeetingMinutesFilters): Promise<MeetingMinutesRow[]> {
  let query = client.from('meeting_minutes').select(MINUTES_COLUMNS).eq('is_active', true);
  const pattern = searchPattern(filters.search);
  if (pattern) query = query.or(`meeting_place.ilike.${pattern},notes.ilike.${pattern}`);
  if (filters.seasonId) query = query.eq('season_id', filters.seasonId);
  if (filters.writerId) query = query.eq('wrote_by', filters.writerId);
  const { data, error } = await query.order('meeting_date', { ascending: false }).order('meeting_number', { ascending: false });
  if (error) throw error;
  return data;
}

export interface MeetingAttendee {
  id: string;
  member_id: string | null;
  /** Null for a row without a member (the screens show 'Neznámý člen'). */
  fullName: string | null;
  registration_number: string | null;
  status: AttendeeStatus;
  notes: string;
}

function attendeeStatus(value: string): AttendeeStatus {
  return value === 'excused' ? 'excused' : 'present';
}

/** One meeting's attendees with names, for coaches too (get_meeting_attendees, migration 20261124001000). */
export async function getMeetingAttendees(client: TypedSupabaseClient, minutesId: string): Promise<MeetingAttendee[]> {
  const { data, error } = await client.rpc('get_meeting_attendees', { p_minutes_id: minutesId });
  if (error) throw error;
  // A left join: the generated types say string, but a row without a member has nulls here.
  return data.map((row) => {
    const name: string | null = row.name;
    const surname: string | null = row.surname;
    const memberId: string | null = row.member_id;
    const registrationNumber: string | null = row.registration_number;
    return {
      id: row.id,
      member_id: memberId,
      fullName: name !== null && surname !== null ? `${name} ${surname}` : null,
      registration_number: registrationNumber,
      status: attendeeStatus(row.status),
      notes: row.notes,
    };
  });
}

export interface MeetingWriter {
  user_id: string;
  name: string;
}

/** Who may be named as writer: admins and earlier writers (wrote_by filter). */
export async function getMeetingWriters(client: TypedSupabaseClient): Promise<MeetingWriter[]> {
  const { data, error } = await client.rpc('get_meeting_minutes_writers');
  if (error) throw error;
  return data;
}

/** What happens to the attachment on save. */
export type AttachmentChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File; fileId: string };

export interface SaveMeetingMinutesInput {
  /** Made once by the caller (a new row) or the row's own id: a retried save changes the same row. */
  id: string;
  minutes: TMeetingMinutesFields;
  attendees: TAttendeeInput[];
  /** The row's current attachment, as the form loaded it. */
  current: { path: string | null; filename: string | null };
  attachment: AttachmentChange;
}

async function uploadAttachment(client: TypedSupabaseClient, path: string, file: File): Promise<void> {
  // upsert: a retried save re-sends the same path (same fileId) instead of failing on its own first try.
  const { error } = await client.storage
    .from(MEETING_MINUTES_BUCKET)
    .upload(path, file, { contentType: attachmentContentType(file.name), upsert: true });
  if (error) throw new AttachmentUploadError(error);
}

/** Best effort: a file no row points to any more. A failure leaves an orphan, never a broken row. */
async function removeAttachmentFile(client: TypedSupabaseClient, path: string): Promise<void> {
  const { error } = await client.storage.from(MEETING_MINUTES_BUCKET).remove([path]);
  if (error) console.warn('Meeting attachment not removed', path, error);
}

/**
 * Create or update minutes with their attendee list (save_meeting_minutes, one transaction).
 * Order of the attachment steps, so a failure never leaves the row pointing at a missing file:
 * upload the new file first (under a new path), then save the row pointing at it, and only then
 * remove the file the row pointed at before. If the save fails, the fresh upload is removed again.
 */
export async function saveMeetingMinutes(client: TypedSupabaseClient, input: SaveMeetingMinutesInput): Promise<void> {
  const { id, minutes, attendees, current, attachment } = input;
  let attachmentPath = current.path;
  let attachmentFilename = current.filename;
  if (attachment.kind === 'replace') {
    attachmentPath = attachmentStoragePath(id, attachment.fileId, attachment.file.name);
    attachmentFilename = attachment.file.name;
    await uploadAttachment(client, attachmentPath, attachment.file);
  } else if (attachment.kind === 'remove') {
    attachmentPath = null;
    attachmentFilename = null;
  }
  const { data: previousPath, error } = await client.rpc('save_meeting_minutes', {
    p_id: id,
    p_minutes: { ...minutes, attachment_url: attachmentPath, attachment_filename: attachmentFilename },
    p_attendees: attendees,
  });
  if (error) {
    if (attachment.kind === 'replace' && attachmentPath) await removeAttachmentFile(client, attachmentPath);
    throw error;
  }
  // The RPC returns null for a new row; typed as string by the generator.
  const replaced = previousPath as string | null;
  if (replaced && replaced !== attachmentPath) await removeAttachmentFile(client, replaced);
}

/** The attendees modal: statuses and notes of the whole list in one transaction (set_meeting_attendees). */
export async function updateMeetingAttendees(client: TypedSupabaseClient, minutesId: string, attendees: TAttendeeInput[]): Promise<void> {
  const { error } = await client.rpc('set_meeting_attendees', { p_minutes_id: minutesId, p_attendees: attendees });
  if (error) throw error;
}

/**
 * Row first, then its file: if removing the file fails, the minutes are still gone (an orphaned
 * file is harmless and private); the other order could leave minutes pointing at nothing. The
 * path comes from the caller, so a retry after the row is gone still removes the file.
 */
export async function deleteMeetingMinutes(client: TypedSupabaseClient, minutes: { id: string; attachment_url: string | null }): Promise<void> {
  const { error } = await client.from('meeting_minutes').delete().eq('id', minutes.id);
  if (error) throw error;
  if (minutes.attachment_url) await removeAttachmentFile(client, minutes.attachment_url);
}

/** A short-lived download link to the private attachment, saved under its original name. */
export async function getAttachmentDownloadUrl(client: TypedSupabaseClient, path: string, filename: string): Promise<string> {
  const { data, error } = await client.storage.from(MEETING_MINUTES_BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS, { download: filename });
  if (error) throw error;
  return data.signedUrl;
}

/** The number proposed for a meeting on this date (highest in its calendar year + 1, or 1). */
export async function getNextMeetingNumber(client: TypedSupabaseClient, date: string): Promise<number> {
  const { data, error } = await client.rpc('get_next_meeting_number', { p_date: date });
  if (error) throw error;
  return data;
}
