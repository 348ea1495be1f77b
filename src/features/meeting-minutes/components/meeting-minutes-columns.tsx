import type { DataColumn } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { MeetingMinutesRow } from '../api';
import { meetingMinutesTexts } from '../messages';
import { AttachmentDownloadButton } from './attachment-download-button';

/** The minutes table's columns, the same in the admin and the coach portal. */
export function meetingMinutesColumns(writerNames: ReadonlyMap<string, string>): DataColumn<MeetingMinutesRow>[] {
  return [
    { key: 'number', label: meetingMinutesTexts.number, render: (minutes) => `${minutes.meeting_number}.` },
    { key: 'date', label: meetingMinutesTexts.date, render: (minutes) => <span className="whitespace-nowrap">{formatDate(minutes.meeting_date)}</span> },
    {
      key: 'place',
      label: meetingMinutesTexts.place,
      hideOnMobile: true,
      render: (minutes) => (
        <div className="flex flex-col">
          <span>{minutes.meeting_place ?? '—'}</span>
          {minutes.notes ? <span className="line-clamp-2 text-xs text-default-500">{minutes.notes}</span> : null}
        </div>
      ),
    },
    { key: 'season', label: meetingMinutesTexts.season, hideOnMobile: true, render: (minutes) => minutes.season?.name ?? '—' },
    {
      key: 'writer',
      label: meetingMinutesTexts.writer,
      hideOnMobile: true,
      render: (minutes) => (minutes.wrote_by ? (writerNames.get(minutes.wrote_by) ?? '—') : '—'),
    },
    {
      key: 'attendees',
      label: meetingMinutesTexts.attendees,
      hideOnMobile: true,
      render: (minutes) => (
        <span className="whitespace-nowrap">
          {meetingMinutesTexts.presentCount(minutes.attendees.filter((attendee) => attendee.status === 'present').length, minutes.attendees.length)}
        </span>
      ),
    },
    {
      key: 'attachment',
      label: meetingMinutesTexts.attachment,
      render: (minutes) =>
        minutes.attachment_url && minutes.attachment_filename ? (
          <AttachmentDownloadButton path={minutes.attachment_url} filename={minutes.attachment_filename} />
        ) : (
          <span className="whitespace-nowrap text-default-400">{meetingMinutesTexts.noAttachment}</span>
        ),
    },
  ];
}
