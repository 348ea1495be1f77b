'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { MeetingMinutesRow } from '../api';
import { useDeleteMeetingMinutes } from '../hooks';
import { meetingMinutesMessages, meetingMinutesTexts } from '../messages';
import { useMeetingMinutesList } from '../use-meeting-minutes-list';
import { meetingMinutesColumns } from './meeting-minutes-columns';
import { MeetingMinutesFiltersBar } from './meeting-minutes-filters-bar';
import { MinutesLoadError } from './minutes-load-error';
import { MinutesPagination } from './minutes-pagination';

// Each dialog (its form and schema) is fetched when it is first opened.
const MeetingMinutesFormModal = dynamic(() => import('./meeting-minutes-form-modal').then((module) => module.MeetingMinutesFormModal), { ssr: false });
const AttendeesModal = dynamic(() => import('./attendees-modal').then((module) => module.AttendeesModal), { ssr: false });

/** /admin/meeting-minutes: filters in the URL, create, edit, delete, attendees and attachments. */
export function MeetingMinutesScreen({ currentUserId }: { currentUserId: string }) {
  const { urlState, setUrlState, minutes, writers, writerNames, paged } = useMeetingMinutesList();
  const remove = useDeleteMeetingMinutes();
  const [showingAttendees, setShowingAttendees] = useState<MeetingMinutesRow | null>(null);

  // The shared list screen deletes by id; the file's path travels with it (removed after the row).
  const deletion = {
    isPending: remove.isPending,
    mutate: (id: string, options: { onSettled: () => void }) => {
      const row = minutes.data?.find((candidate) => candidate.id === id);
      remove.mutate({ id, attachment_url: row?.attachment_url ?? null }, options);
    },
  };

  if (minutes.error) return <MinutesLoadError error={minutes.error} onRetry={() => void minutes.refetch()} />;
  return (
    <>
      <AdminListScreen<MeetingMinutesRow>
        query={minutes}
        loadError={meetingMinutesMessages.loadError}
        rows={paged.rows}
        addLabel={meetingMinutesTexts.add}
        toolbar={<MeetingMinutesFiltersBar values={urlState} writers={writers} onChange={setUrlState} />}
        table={{ label: meetingMinutesTexts.tableLabel, emptyText: meetingMinutesTexts.empty, columns: meetingMinutesColumns(writerNames) }}
        extraActions={[{ label: meetingMinutesTexts.showAttendees, onPress: setShowingAttendees }]}
        renderEditor={(row, close) => <MeetingMinutesFormModal minutes={row} writers={writers} currentUserId={currentUserId} onClose={close} />}
        deletion={{ title: meetingMinutesTexts.deleteTitle, message: (row) => meetingMinutesMessages.deleteConfirm(row.meeting_number), mutation: deletion }}
        bottomContent={<MinutesPagination page={paged.page} totalPages={paged.totalPages} onChange={(page) => setUrlState({ page })} />}
      />
      {showingAttendees ? <AttendeesModal minutes={showingAttendees} isEditable onClose={() => setShowingAttendees(null)} /> : null}
    </>
  );
}
