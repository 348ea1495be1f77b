'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Spinner } from '@heroui/react';
import { useState } from 'react';
import { DialogPortalScope } from '@/components/dialog-portal';
import type { MeetingMinutesRow } from '../api';
import { attendeeInputsOf, draftsOf, type AttendeeDraft } from '../attendee-draft';
import { useMeetingAttendees, useUpdateMeetingAttendees } from '../hooks';
import { meetingMinutesMessages, meetingMinutesTexts } from '../messages';
import { ZAttendeeList } from '../schema';
import { AttendeeRow } from './attendee-row';

interface AttendeesModalProps {
  minutes: MeetingMinutesRow;
  /** Admins change statuses and notes here; coaches only read. */
  isEditable: boolean;
  onClose: () => void;
}

/** Attendees modal: who came to a meeting and who was excused. */
export function AttendeesModal({ minutes, isEditable, onClose }: AttendeesModalProps) {
  const attendees = useMeetingAttendees(minutes.id);
  return (
    <Modal isOpen onClose={onClose} placement="center" size="2xl" scrollBehavior="inside">
      <ModalContent>
        <DialogPortalScope>
          <ModalHeader>{meetingMinutesTexts.attendeesOf(minutes.meeting_number)}</ModalHeader>
          {attendees.isPending ? (
            <ModalBody>
              <Spinner label={meetingMinutesTexts.loading} />
            </ModalBody>
          ) : attendees.error ? (
            <ModalBody>
              <p className="text-danger">{meetingMinutesMessages.loadError}</p>
            </ModalBody>
          ) : (
            <AttendeesEditor minutesId={minutes.id} initial={draftsOf(attendees.data)} isEditable={isEditable} onClose={onClose} />
          )}
        </DialogPortalScope>
      </ModalContent>
    </Modal>
  );
}

function AttendeesEditor({ minutesId, initial, isEditable, onClose }: { minutesId: string; initial: AttendeeDraft[]; isEditable: boolean; onClose: () => void }) {
  const [drafts, setDrafts] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateMeetingAttendees(minutesId);

  function save() {
    const parsed = ZAttendeeList.safeParse(attendeeInputsOf(drafts));
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    update.mutate(parsed.data, { onSuccess: onClose });
  }

  return (
    <>
      <ModalBody>
        {drafts.length === 0 ? <p className="text-default-500">{meetingMinutesTexts.noAttendees}</p> : null}
        <ul className="flex flex-col gap-2">
          {drafts.map((attendee, index) => (
            <AttendeeRow
              key={`${attendee.member_id}-${index}`}
              attendee={attendee}
              onChange={
                isEditable
                  ? (changes) => setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...changes } : draft)))
                  : undefined
              }
            />
          ))}
        </ul>
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="light" onPress={onClose}>
          {meetingMinutesTexts.close}
        </Button>
        {isEditable ? (
          <Button color="primary" isLoading={update.isPending} onPress={save}>
            {meetingMinutesTexts.save}
          </Button>
        ) : null}
      </ModalFooter>
    </>
  );
}
