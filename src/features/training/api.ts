import type { TypedSupabaseClient } from '@/lib/supabase/client';
import type { Tables } from '@/lib/supabase/database.types';
import { attendanceMessages, type AttendanceStatus, type SessionStatus } from './messages';
import type { TTrainingSessionInput, TTrainingSeriesInput } from './schema';

export type TrainingSession = Omit<Tables<'training_sessions'>, 'status'> & { status: SessionStatus };

/** The statuses the database allows (a check constraint); anything else is a bug here. */
function toSessionStatus(value: string): SessionStatus {
  if (value === 'planned' || value === 'done' || value === 'cancelled') return value;
  throw new Error(`Unknown training session status: ${value}`);
}

export function toAttendanceStatus(value: string): AttendanceStatus {
  if (value === 'present' || value === 'absent' || value === 'excused' || value === 'late') return value;
  throw new Error(`Unknown attendance status: ${value}`);
}

/** A category's sessions in a season, by date and time. RLS: an admin or the category's coach. */
export async function listTrainingSessions(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<TrainingSession[]> {
  const { data, error } = await client
    .from('training_sessions')
    .select('*')
    .eq('category_id', categoryId)
    .eq('season_id', seasonId)
    .order('session_date')
    .order('session_time', { nullsFirst: true });
  if (error) throw error;
  return data.map((session) => ({ ...session, status: toSessionStatus(session.status) }));
}

/** Idempotent under the mutation's retry: the caller makes the id once, a second insert is a no-op. */
export async function createTrainingSession(
  client: TypedSupabaseClient,
  id: string,
  scope: { categoryId: string; seasonId: string },
  session: TTrainingSessionInput,
): Promise<void> {
  const { error } = await client
    .from('training_sessions')
    .upsert({ id, category_id: scope.categoryId, season_id: scope.seasonId, ...session }, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function updateTrainingSession(client: TypedSupabaseClient, id: string, session: TTrainingSessionInput): Promise<void> {
  const { error } = await client.from('training_sessions').update(session).eq('id', id);
  if (error) throw error;
}

/** Refused by the database for a done or cancelled session ('Nelze smazat trénink se stavem „…“'). */
export async function deleteTrainingSession(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('training_sessions').delete().eq('id', id);
  if (error) throw error;
}

/** A planned session cancelled with the optional reason, every attendance record absent, in one transaction; a done or cancelled one is refused. */
export async function cancelTrainingSession(client: TypedSupabaseClient, id: string, reason: string | null): Promise<void> {
  const { error } = await client.rpc('cancel_training_session', { p_session_id: id, ...(reason ? { p_reason: reason } : {}) });
  if (error) throw error;
}

/** Attendance taken: planned → done (a cancelled session stays cancelled). */
export async function markTrainingSessionDone(client: TypedSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('training_sessions').update({ status: 'done' }).eq('id', id).eq('status', 'planned');
  if (error) throw error;
}

/**
 * A weekly series in one transaction (generate_training_sessions); returns the series'
 * dates. `seriesId` is made once by the caller, so the retry finds the sessions it created.
 */
export async function generateTrainingSessions(
  client: TypedSupabaseClient,
  seriesId: string,
  scope: { categoryId: string; seasonId: string },
  series: TTrainingSeriesInput,
): Promise<string[]> {
  const { data, error } = await client.rpc('generate_training_sessions', {
    p_series_id: seriesId,
    p_category_id: scope.categoryId,
    p_season_id: scope.seasonId,
    p_title: series.title,
    p_date_from: series.date_from,
    p_date_to: series.date_to,
    p_weekdays: series.weekdays,
    ...(series.session_time ? { p_session_time: series.session_time } : {}),
    ...(series.location ? { p_location: series.location } : {}),
  });
  if (error) throw error;
  return data;
}

export interface AttendanceRecord {
  memberId: string;
  status: AttendanceStatus;
}

export async function listSessionAttendance(client: TypedSupabaseClient, sessionId: string): Promise<AttendanceRecord[]> {
  const { data, error } = await client
    .from('member_attendance')
    .select('member_id, attendance_status')
    .eq('training_session_id', sessionId);
  if (error) throw error;
  return data.map((row) => ({ memberId: row.member_id, status: toAttendanceStatus(row.attendance_status) }));
}

/**
 * one record per member per session (the unique constraint
 * member_attendance_member_id_training_session_id_key). A member the screen shows without a
 * record gets a new one: if someone else recorded them since the screen loaded, the database
 * refuses it (23505, the spec's duplicate message) rather than the tap silently overwriting their
 * record. A member shown with a record has it changed (an upsert on that pair, so it is there
 * even if removed meanwhile), and repeated taps keep one row.
 */
export async function recordAttendance(
  client: TypedSupabaseClient,
  sessionId: string,
  memberId: string,
  status: AttendanceStatus,
  shown: AttendanceStatus | null,
): Promise<void> {
  const record = { training_session_id: sessionId, member_id: memberId, attendance_status: status, recorded_at: new Date().toISOString() };
  const table = client.from('member_attendance');
  const { error } = shown === null ? await table.insert(record) : await table.upsert(record, { onConflict: 'member_id,training_session_id' });
  if (error) throw error;
}

/**
 * Several members marked present in one write (the pre-fill from the answers). New records are
 * inserted, so one recorded by someone else since the screen loaded refuses the batch (23505)
 * rather than being overwritten; records the coach confirmed to change are upserted.
 */
export async function markMembersPresent(
  client: TypedSupabaseClient,
  sessionId: string,
  memberIds: readonly string[],
  overwrite: boolean,
): Promise<void> {
  if (memberIds.length === 0) return;
  const recordedAt = new Date().toISOString();
  const records = memberIds.map((memberId) => ({
    training_session_id: sessionId,
    member_id: memberId,
    attendance_status: 'present' as const,
    recorded_at: recordedAt,
  }));
  const table = client.from('member_attendance');
  const { error } = overwrite ? await table.upsert(records, { onConflict: 'member_id,training_session_id' }) : await table.insert(records);
  if (error) throw error;
}

export interface MemberAttendanceSummary {
  memberId: string;
  name: string;
  surname: string;
  counts: Record<AttendanceStatus, number>;
  total: number;
  /** Present and late over all records of non-cancelled sessions; null without records. */
  percentage: number | null;
  /** The last 10 statuses, oldest first (the trend's two windows). */
  recent: AttendanceStatus[];
}

/**
 * The summary names a member registered in a category the caller does not manage only when their
 * name is public; otherwise both parts are null (the generated types say string) and the member is
 * listed, last, as unknown.
 */
function summaryName(row: { name: string; surname: string }): Pick<MemberAttendanceSummary, 'name' | 'surname'> {
  const name: string | null = row.name;
  const surname: string | null = row.surname;
  return name === null || surname === null ? { name: '', surname: attendanceMessages.unknownMember } : { name, surname };
}

/** Every member's summary for a category and season in one aggregate RPC. */
export async function getAttendanceSummary(client: TypedSupabaseClient, categoryId: string, seasonId: string): Promise<MemberAttendanceSummary[]> {
  const { data, error } = await client.rpc('get_attendance_summary', { p_category_id: categoryId, p_season_id: seasonId });
  if (error) throw error;
  return data.map((row) => ({
    memberId: row.member_id,
    ...summaryName(row),
    counts: { present: row.present_count, late: row.late_count, excused: row.excused_count, absent: row.absent_count },
    total: row.total_count,
    // numeric arrives as a number or a string depending on the driver; null when there are no records.
    percentage: row.attendance_percentage === null ? null : Number(row.attendance_percentage),
    recent: row.recent_statuses.map(toAttendanceStatus),
  }));
}

export interface TrainingShortcut {
  id: string;
  category_id: string;
  title: string;
  session_date: string;
  session_time: string | null;
}

/**
 * The coach dashboard's training link: today's session of these categories (whatever its state,
 * attendance is taken on the day), otherwise the next planned one. One query.
 */
export async function getTodayOrNextTraining(client: TypedSupabaseClient, categoryIds: string[], today: string): Promise<TrainingShortcut | null> {
  const { data, error } = await client
    .from('training_sessions')
    .select('id, category_id, title, session_date, session_time')
    .in('category_id', categoryIds)
    .gte('session_date', today)
    .or(`session_date.eq.${today},status.eq.planned`)
    .order('session_date')
    .order('session_time', { nullsFirst: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}
