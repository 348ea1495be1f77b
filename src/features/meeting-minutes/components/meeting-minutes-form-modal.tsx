'use client';

import { Input, SelectItem, Spinner, Textarea } from '@heroui/react';
import { useEffect, useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useSeasons } from '@/features/seasons/hooks';
import { toIsoDay } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import type { AttachmentChange, MeetingMinutesRow, MeetingWriter } from '../api';
import { attendeeInputsOf, draftsOf, type AttendeeDraft } from '../attendee-draft';
import { useMeetingAttendees, useNextMeetingNumber, useSaveMeetingMinutes } from '../hooks';
import { meetingMinutesMessages, meetingMinutesTexts } from '../messages';
import { ZAttendeeList, ZMeetingMinutesFields } from '../schema';
import { AttachmentField } from './attachment-field';
import { AttendeeManager } from './attendee-manager';

interface MeetingMinutesFormModalProps {
  minutes: MeetingMinutesRow | null;
  writers: MeetingWriter[];
  /** The signed-in admin: the writer a new form proposes. */
  currentUserId: string;
  onClose: () => void;
}

/** Editing waits for the stored attendees, so the manager starts from the real list. */
export function MeetingMinutesFormModal(props: MeetingMinutesFormModalProps) {
  const attendees = useMeetingAttendees(props.minutes?.id ?? null);
  if (props.minutes && !attendees.data) {
    return (
      <FormModal title={meetingMinutesTexts.edit} isPending={false} isSubmitDisabled onSubmit={() => undefined} onClose={props.onClose}>
        {attendees.error ? <p className="text-danger">{meetingMinutesMessages.loadError}</p> : <Spinner label={meetingMinutesTexts.loading} />}
      </FormModal>
    );
  }
  return <MeetingMinutesForm {...props} initialAttendees={draftsOf(attendees.data ?? [])} />;
}

function MeetingMinutesForm({ minutes, writers, currentUserId, onClose, initialAttendees }: MeetingMinutesFormModalProps & { initialAttendees: AttendeeDraft[] }) {
  const isNew = minutes === null;
  const seasons = useSeasons();
  const save = useSaveMeetingMinutes(isNew);
  // Made once per open form: a retried create finds its own row instead of adding one.
  const [newId] = useState(() => crypto.randomUUID());
  const [attendees, setAttendees] = useState(initialAttendees);
  const [attendeesError, setAttendeesError] = useState<string | undefined>();
  const [attachment, setAttachment] = useState<AttachmentChange>({ kind: 'keep' });
  const [isNumberEdited, setNumberEdited] = useState(!isNew);
  const [isSeasonChosen, setSeasonChosen] = useState(!isNew);
  const activeSeasonId = seasons.data?.find((season) => season.is_active)?.id;
  const form = useZodForm(ZMeetingMinutesFields, {
    meeting_number: minutes ? String(minutes.meeting_number) : '',
    meeting_date: minutes?.meeting_date ?? toIsoDay(new Date()),
    meeting_place: minutes?.meeting_place ?? '',
    season_id: minutes?.season_id ?? activeSeasonId ?? '',
    wrote_by: minutes?.wrote_by ?? currentUserId,
    notes: minutes?.notes ?? '',
  });
  const isValidDate = /^\d{4}-\d{2}-\d{2}$/.test(form.values.meeting_date);
  const nextNumber = useNextMeetingNumber(isNew && isValidDate ? form.values.meeting_date : null);

  // A new form proposes the next number of the meeting's year until the admin types one.
  const proposed = nextNumber.data;
  const setField = form.set;
  useEffect(() => {
    if (!isNumberEdited && proposed !== undefined) setField('meeting_number', String(proposed));
  }, [proposed, isNumberEdited, setField]);

  // A new form shows the active season; when the season list arrives after the form opened, the
  // form takes it then, so what is saved is what the select shows (until the admin picks another).
  useEffect(() => {
    if (!isSeasonChosen && activeSeasonId !== undefined) setField('season_id', activeSeasonId);
  }, [activeSeasonId, isSeasonChosen, setField]);

  function submit() {
    const fields = form.submit();
    const parsedAttendees = ZAttendeeList.safeParse(attendeeInputsOf(attendees));
    setAttendeesError(parsedAttendees.success ? undefined : parsedAttendees.error.issues[0]?.message);
    if (!fields || !parsedAttendees.success) return;
    save.mutate(
      {
        id: minutes?.id ?? newId,
        minutes: fields,
        attendees: parsedAttendees.data,
        current: { path: minutes?.attachment_url ?? null, filename: minutes?.attachment_filename ?? null },
        attachment,
      },
      { onSuccess: onClose },
    );
  }

  const numberField = form.text('meeting_number');
  return (
    <FormModal title={isNew ? meetingMinutesTexts.add : meetingMinutesTexts.edit} isPending={save.isPending} onSubmit={submit} onClose={onClose} size="2xl">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          label={meetingMinutesTexts.meetingNumber}
          type="number"
          min={1}
          isRequired
          {...numberField}
          onValueChange={(value) => {
            setNumberEdited(true);
            numberField.onValueChange(value);
          }}
        />
        <Input label={meetingMinutesTexts.meetingDate} type="date" isRequired {...form.text('meeting_date')} />
        <Input label={meetingMinutesTexts.meetingPlace} {...form.text('meeting_place')} />
        <DialogSelect
          label={meetingMinutesTexts.season}
          selectedKeys={form.values.season_id ? [form.values.season_id] : []}
          onChange={(event) => {
            setSeasonChosen(true);
            form.set('season_id', event.target.value);
          }}
          items={seasons.data ?? []}
        >
          {(season) => <SelectItem key={season.id}>{season.name}</SelectItem>}
        </DialogSelect>
        <DialogSelect
          label={meetingMinutesTexts.writer}
          isRequired
          className="sm:col-span-2"
          selectedKeys={form.values.wrote_by ? [form.values.wrote_by] : []}
          onChange={(event) => form.set('wrote_by', event.target.value)}
          isInvalid={form.errors.wrote_by !== undefined}
          errorMessage={form.errors.wrote_by}
          items={writers}
        >
          {(writer) => <SelectItem key={writer.user_id}>{writer.name}</SelectItem>}
        </DialogSelect>
      </div>
      <Textarea label={meetingMinutesTexts.notes} {...form.text('notes')} />
      <AttachmentField currentFilename={minutes?.attachment_filename ?? null} value={attachment} onChange={setAttachment} />
      <AttendeeManager
        attendees={attendees}
        onChange={(next) => {
          setAttendees(next);
          setAttendeesError(undefined);
        }}
        errorMessage={attendeesError}
      />
    </FormModal>
  );
}
