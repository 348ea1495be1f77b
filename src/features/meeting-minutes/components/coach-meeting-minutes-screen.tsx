'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { DataTable } from '@/components/data-table';
import type { MeetingMinutesRow } from '../api';
import { meetingMinutesTexts } from '../messages';
import { useMeetingMinutesList } from '../use-meeting-minutes-list';
import { meetingMinutesColumns } from './meeting-minutes-columns';
import { MeetingMinutesFiltersBar } from './meeting-minutes-filters-bar';
import { MinutesLoadError } from './minutes-load-error';
import { MinutesPagination } from './minutes-pagination';

// The form (its fields and schema) is fetched when it is first opened.
const AttendeesModal = dynamic(() => import('./attendees-modal').then((module) => module.AttendeesModal), { ssr: false });

/** /coaches/meeting-minutes: the same list, read-only: attendees and attachment downloads. */
export function CoachMeetingMinutesScreen() {
  const { urlState, setUrlState, minutes, writers, writerNames, paged } = useMeetingMinutesList();
  const [showingAttendees, setShowingAttendees] = useState<MeetingMinutesRow | null>(null);

  if (minutes.error) return <MinutesLoadError error={minutes.error} onRetry={() => void minutes.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{meetingMinutesTexts.title}</h1>
      <MeetingMinutesFiltersBar values={urlState} writers={writers} onChange={setUrlState} />
      <DataTable<MeetingMinutesRow>
        label={meetingMinutesTexts.tableLabel}
        rows={paged.rows}
        isLoading={minutes.isPending}
        emptyText={meetingMinutesTexts.empty}
        columns={meetingMinutesColumns(writerNames)}
        actions={[{ label: meetingMinutesTexts.showAttendees, onPress: setShowingAttendees }]}
        bottomContent={<MinutesPagination page={paged.page} totalPages={paged.totalPages} onChange={(page) => setUrlState({ page })} />}
      />
      {showingAttendees ? <AttendeesModal minutes={showingAttendees} isEditable={false} onClose={() => setShowingAttendees(null)} /> : null}
    </div>
  );
}
