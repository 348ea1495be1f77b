'use client';

import { Button, Input, Spinner } from '@heroui/react';
import { useState } from 'react';
import { filterPlayers } from '@/features/members/search';
import { ATTENDEE_CANDIDATES_PAGE_SIZE, pageOf } from '../attendee-paging';
import type { AttendeeDraft } from '../attendee-draft';
import { useAttendeeCandidates } from '../hooks';
import { meetingMinutesMessages, meetingMinutesTexts } from '../messages';
import { AttendeeRow } from './attendee-row';
import { PageButtons } from './page-buttons';

interface AttendeeManagerProps {
  attendees: AttendeeDraft[];
  onChange: (attendees: AttendeeDraft[]) => void;
  errorMessage?: string;
}

/**
 * Attendee manager: search members by name and surname or registration number
 * (case-insensitive), members already added are not offered again; new attendees are present
 * with empty notes. The member list pages by 10 with up to 5 page buttons.
 */
export function AttendeeManager({ attendees, onChange, errorMessage }: AttendeeManagerProps) {
  const candidates = useAttendeeCandidates();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const chosen = attendees.map((attendee) => attendee.member_id);
  const matches = filterPlayers(candidates.data ?? [], search, chosen);
  const shown = pageOf(matches, page, ATTENDEE_CANDIDATES_PAGE_SIZE);

  function add(candidate: (typeof matches)[number]) {
    onChange([
      ...attendees,
      {
        member_id: candidate.id,
        fullName: `${candidate.name} ${candidate.surname}`,
        registration_number: candidate.registration_number,
        status: 'present',
        notes: '',
      },
    ]);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{meetingMinutesTexts.attendees}</legend>
      {attendees.length === 0 ? <p className="text-sm text-default-500">{meetingMinutesTexts.noAttendees}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={meetingMinutesTexts.attendees}>
        {attendees.map((attendee, index) => (
          <AttendeeRow
            key={`${attendee.member_id}-${index}`}
            attendee={attendee}
            onChange={(changes) => onChange(attendees.map((draft, at) => (at === index ? { ...draft, ...changes } : draft)))}
            onRemove={() => onChange(attendees.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {errorMessage ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage}
        </p>
      ) : null}
      <Input
        type="search"
        label={meetingMinutesTexts.attendeeSearch}
        value={search}
        onValueChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        isClearable
        onClear={() => setSearch('')}
      />
      {candidates.isPending ? <Spinner size="sm" label={meetingMinutesTexts.loading} /> : null}
      {candidates.error ? <p className="text-sm text-danger">{meetingMinutesMessages.loadError}</p> : null}
      {candidates.data && matches.length === 0 ? <p className="text-sm text-default-500">{meetingMinutesTexts.noCandidates}</p> : null}
      <ul className="flex flex-col divide-y divide-default-100" aria-label={meetingMinutesTexts.candidates}>
        {shown.rows.map((candidate) => (
          <li key={candidate.id} className="flex items-center justify-between gap-2 py-1">
            <span className="min-w-0 truncate text-sm">
              {candidate.name} {candidate.surname} <span className="text-default-500">· {candidate.registration_number}</span>
            </span>
            <Button size="sm" variant="flat" color="primary" onPress={() => add(candidate)} aria-label={`${meetingMinutesTexts.addAttendee}: ${candidate.name} ${candidate.surname}`}>
              {meetingMinutesTexts.addAttendee}
            </Button>
          </li>
        ))}
      </ul>
      <PageButtons page={shown.page} totalPages={shown.totalPages} onChange={setPage} />
    </fieldset>
  );
}
