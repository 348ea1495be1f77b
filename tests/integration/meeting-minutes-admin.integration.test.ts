import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteMeetingMinutes,
  getAttachmentDownloadUrl,
  getMeetingAttendees,
  getMeetingWriters,
  listMeetingMinutes,
  saveMeetingMinutes,
  updateMeetingAttendees,
  type SaveMeetingMinutesInput,
} from '@/features/meeting-minutes/api';
import { MEETING_MINUTES_BUCKET } from '@/features/meeting-minutes/attachment-file';
import type { MeetingMinutesFilters } from '@/features/meeting-minutes/filters';
import type { TypedSupabaseClient } from '@/lib/supabase/client';
import { createCategory, createMember } from '../seed/people';
import { seedUser, type SeededUser } from '../seed/users';
import { startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let adminUser: SeededUser;
let admin: TypedSupabaseClient;
let coach: TypedSupabaseClient;
let member: TypedSupabaseClient;
let anon: TypedSupabaseClient;
let firstMember: string;
let secondMember: string;

beforeAll(async () => {
  stack = await startTestStack('app');
  adminUser = await seedUser(stack, { role: 'admin' });
  // The coach's own category holds neither attendee: names still reach the coach portal.
  const coachUser = await seedUser(stack, { role: 'coach', categories: [await createCategory(stack)] });
  const memberUser = await seedUser(stack);
  admin = stack.client(stack.anonKey, adminUser.accessToken) as TypedSupabaseClient;
  coach = stack.client(stack.anonKey, coachUser.accessToken) as TypedSupabaseClient;
  member = stack.client(stack.anonKey, memberUser.accessToken) as TypedSupabaseClient;
  anon = stack.client() as TypedSupabaseClient;
  firstMember = await createMember(stack, { name: 'Alena', surname: 'Adamová' });
  secondMember = await createMember(stack, { name: 'Bohdan', surname: 'Beneš' });
});
afterAll(async () => {
  await stack.stop();
});

const NO_FILTERS: MeetingMinutesFilters = { search: '', seasonId: null, writerId: null };
const pdfFile = (text = 'zápis') => new File([`%PDF-1.4 ${text}`], 'Zápis ze schůze.pdf', { type: 'application/pdf' });

function minutesInput(overrides: Partial<SaveMeetingMinutesInput> = {}): SaveMeetingMinutesInput {
  return {
    id: randomUUID(),
    minutes: { meeting_number: 1, meeting_date: '2026-11-20', meeting_place: 'Klubovna', season_id: null, wrote_by: adminUser.id, notes: 'Rozpočet' },
    attendees: [
      { member_id: firstMember, status: 'present', notes: '' },
      { member_id: secondMember, status: 'excused', notes: 'Nemoc' },
    ],
    current: { path: null, filename: null },
    attachment: { kind: 'keep' },
    ...overrides,
  };
}

async function storedFiles(minutesId: string): Promise<string[]> {
  const { data, error } = await admin.storage.from(MEETING_MINUTES_BUCKET).list(minutesId);
  if (error) throw error;
  return data.map((file) => `${minutesId}/${file.name}`);
}

async function findMinutes(client: TypedSupabaseClient, id: string) {
  return (await listMeetingMinutes(client, NO_FILTERS)).find((row) => row.id === id);
}

describe('an admin writes minutes with attendees and a PDF', () => {
  it('stores the row, both attendees and the file in the private bucket; a retried save changes nothing', async () => {
    const input = minutesInput({ attachment: { kind: 'replace', file: pdfFile(), fileId: randomUUID() } });
    await saveMeetingMinutes(admin, input);
    await saveMeetingMinutes(admin, input);

    const rows = (await listMeetingMinutes(admin, NO_FILTERS)).filter((row) => row.id === input.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ meeting_number: 1, meeting_place: 'Klubovna', attachment_filename: 'Zápis ze schůze.pdf', wrote_by: adminUser.id });
    expect(await storedFiles(input.id)).toEqual([rows[0]?.attachment_url]);
    expect((await getMeetingAttendees(admin, input.id)).map(({ fullName, status, notes }) => ({ fullName, status, notes }))).toEqual([
      { fullName: 'Alena Adamová', status: 'present', notes: '' },
      { fullName: 'Bohdan Beneš', status: 'excused', notes: 'Nemoc' },
    ]);
    // The bucket is private: no public URL serves the file.
    const publicUrl = admin.storage.from(MEETING_MINUTES_BUCKET).getPublicUrl(rows[0]?.attachment_url ?? '').data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);
  });

  it('an attendee without a member refuses the whole save: no minutes, no attendees, no file', async () => {
    const input = minutesInput({
      attendees: [
        { member_id: firstMember, status: 'present', notes: '' },
        { member_id: '', status: 'present', notes: '' },
      ],
      attachment: { kind: 'replace', file: pdfFile(), fileId: randomUUID() },
    });
    await expect(saveMeetingMinutes(admin, input)).rejects.toMatchObject({
      code: 'P0001',
      message: 'Všichni účastníci musí mít vybraného člena',
      details: 'meeting_attendees',
    });
    expect(await findMinutes(admin, input.id)).toBeUndefined();
    expect(await storedFiles(input.id)).toEqual([]);
    await expect(saveMeetingMinutes(admin, minutesInput({ id: input.id, attendees: [] }))).rejects.toMatchObject({
      message: 'Zápis musí mít alespoň jednoho účastníka',
    });
    expect(await findMinutes(admin, input.id)).toBeUndefined();
  });

  it('editing replaces the attendee list and the file; the old file is removed, removing the attachment removes the file', async () => {
    const input = minutesInput({ attachment: { kind: 'replace', file: pdfFile('první'), fileId: randomUUID() } });
    await saveMeetingMinutes(admin, input);
    const first = await findMinutes(admin, input.id);

    await saveMeetingMinutes(admin, {
      ...input,
      minutes: { ...input.minutes, meeting_place: 'Sokolovna' },
      attendees: [{ member_id: secondMember, status: 'present', notes: '' }],
      current: { path: first?.attachment_url ?? null, filename: first?.attachment_filename ?? null },
      attachment: { kind: 'replace', file: pdfFile('druhý'), fileId: randomUUID() },
    });
    const second = await findMinutes(admin, input.id);
    expect(second?.meeting_place).toBe('Sokolovna');
    expect(second?.attachment_url).not.toBe(first?.attachment_url);
    expect(await storedFiles(input.id)).toEqual([second?.attachment_url]);
    expect((await getMeetingAttendees(admin, input.id)).map((attendee) => attendee.fullName)).toEqual(['Bohdan Beneš']);

    await saveMeetingMinutes(admin, {
      ...input,
      current: { path: second?.attachment_url ?? null, filename: second?.attachment_filename ?? null },
      attachment: { kind: 'remove' },
    });
    expect(await findMinutes(admin, input.id)).toMatchObject({ attachment_url: null, attachment_filename: null });
    expect(await storedFiles(input.id)).toEqual([]);
  });

  it('the attendees modal updates statuses and notes of the list in one call', async () => {
    const input = minutesInput();
    await saveMeetingMinutes(admin, input);
    await updateMeetingAttendees(admin, input.id, [
      { member_id: firstMember, status: 'excused', notes: 'Dovolená' },
      { member_id: secondMember, status: 'present', notes: '' },
    ]);
    expect((await getMeetingAttendees(admin, input.id)).map(({ status, notes }) => ({ status, notes }))).toEqual([
      { status: 'excused', notes: 'Dovolená' },
      { status: 'present', notes: '' },
    ]);
  });

  it('filters by search in place and notes, by season and by writer', async () => {
    const input = minutesInput({ minutes: { ...minutesInput().minutes, meeting_place: 'Hala Poruba', notes: 'Nábor brankářek' } });
    await saveMeetingMinutes(admin, input);
    const ids = async (filters: Partial<MeetingMinutesFilters>) =>
      (await listMeetingMinutes(admin, { ...NO_FILTERS, ...filters })).map((row) => row.id);
    expect(await ids({ search: 'poruba' })).toEqual([input.id]);
    expect(await ids({ search: 'BRANKÁŘEK' })).toEqual([input.id]);
    expect(await ids({ writerId: adminUser.id })).toContain(input.id);
    expect(await ids({ writerId: randomUUID() })).toEqual([]);
    expect(await ids({ seasonId: randomUUID() })).toEqual([]);
  });

  it('deleting minutes removes their attendees and their file', async () => {
    const input = minutesInput({ attachment: { kind: 'replace', file: pdfFile(), fileId: randomUUID() } });
    await saveMeetingMinutes(admin, input);
    const saved = await findMinutes(admin, input.id);
    expect(await storedFiles(input.id)).toHaveLength(1);

    await deleteMeetingMinutes(admin, { id: input.id, attachment_url: saved?.attachment_url ?? null });
    expect(await findMinutes(admin, input.id)).toBeUndefined();
    expect(await getMeetingAttendees(admin, input.id)).toEqual([]);
    expect(await storedFiles(input.id)).toEqual([]);
  });
});

describe('coaches read minutes and download attachments; only admins write', () => {
  let saved: { id: string; path: string };
  beforeAll(async () => {
    const input = minutesInput({ attachment: { kind: 'replace', file: pdfFile('pro trenéry'), fileId: randomUUID() } });
    await saveMeetingMinutes(admin, input);
    const row = await findMinutes(admin, input.id);
    saved = { id: input.id, path: row?.attachment_url ?? '' };
  });

  it('a coach lists the minutes, sees attendee and writer names and downloads the PDF through a signed URL', async () => {
    expect(await findMinutes(coach, saved.id)).toMatchObject({ meeting_number: 1 });
    expect((await getMeetingAttendees(coach, saved.id)).map((attendee) => attendee.fullName)).toEqual(['Alena Adamová', 'Bohdan Beneš']);
    expect((await getMeetingWriters(coach)).map((writer) => writer.user_id)).toContain(adminUser.id);
    const url = await getAttachmentDownloadUrl(coach, saved.path, 'Zápis ze schůze.pdf');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect((await response.text()).startsWith('%PDF')).toBe(true);
    expect(response.headers.get('content-disposition')).toContain('attachment');
  });

  it('a coach can neither save nor delete minutes nor upload, replace or remove files; nothing changes', async () => {
    await expect(saveMeetingMinutes(coach, minutesInput({ id: saved.id }))).rejects.toMatchObject({ code: '42501' });
    await expect(updateMeetingAttendees(coach, saved.id, [{ member_id: firstMember, status: 'excused', notes: 'x' }])).rejects.toMatchObject({
      code: '42501',
    });
    await expect(
      saveMeetingMinutes(coach, minutesInput({ attachment: { kind: 'replace', file: pdfFile(), fileId: randomUUID() } })),
    ).rejects.toMatchObject({ name: 'AttachmentUploadError', message: 'Chyba při ukládání zápisu' });
    await deleteMeetingMinutes(coach, { id: saved.id, attachment_url: saved.path });

    expect(await findMinutes(admin, saved.id)).toMatchObject({ attachment_url: saved.path, meeting_place: 'Klubovna' });
    expect((await getMeetingAttendees(admin, saved.id)).map(({ status }) => status)).toEqual(['present', 'excused']);
    expect(await storedFiles(saved.id)).toEqual([saved.path]);
  });

  it('a signed URL stops working once it expires', async () => {
    const { data, error } = await coach.storage.from(MEETING_MINUTES_BUCKET).createSignedUrl(saved.path, 1);
    if (error) throw error;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(data.signedUrl);
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('a member without a role and an anonymous visitor get no minutes, names, writers, files or links', async () => {
    expect(await findMinutes(member, saved.id)).toBeUndefined();
    await expect(listMeetingMinutes(anon, NO_FILTERS)).rejects.toMatchObject({ code: '42501' });
    for (const client of [member, anon]) {
      expect(await getMeetingAttendees(client, saved.id).catch(() => [])).toEqual([]);
      expect(await getMeetingWriters(client).catch(() => [])).toEqual([]);
      await expect(getAttachmentDownloadUrl(client, saved.path, 'a.pdf')).rejects.toBeTruthy();
      const download = await client.storage.from(MEETING_MINUTES_BUCKET).download(saved.path);
      expect(download.data).toBeNull();
      const upload = await client.storage.from(MEETING_MINUTES_BUCKET).upload(`${saved.id}/cizi.pdf`, pdfFile(), { contentType: 'application/pdf' });
      expect(upload.error).not.toBeNull();
    }
    expect(await storedFiles(saved.id)).toEqual([saved.path]);
  });
});
