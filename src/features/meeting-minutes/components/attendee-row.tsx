'use client';

import { Button, Chip, Input, SelectItem } from '@heroui/react';
import { DialogSelect } from '@/components/dialog-portal';
import { singleKey } from '@/lib/selection';
import type { AttendeeDraft } from '../attendee-draft';
import { ATTENDEE_STATUSES, meetingMinutesMessages, meetingMinutesTexts, type AttendeeStatus } from '../messages';
import { isOwnKey } from '@/lib/own-key';

interface AttendeeRowProps {
  attendee: AttendeeDraft;
  /** Absent in the read-only view (the coach portal). */
  onChange?: (changes: Partial<Pick<AttendeeDraft, 'status' | 'notes'>>) => void;
  onRemove?: () => void;
}

function isStatus(value: string | null): value is AttendeeStatus {
  return value !== null && isOwnKey(ATTENDEE_STATUSES, value);
}

/** One attendee: name, status (present/excused) and notes; editable when handlers are given. */
export function AttendeeRow({ attendee, onChange, onRemove }: AttendeeRowProps) {
  const name = attendee.fullName ?? meetingMinutesMessages.unknownAttendee;
  return (
    <li className="flex flex-col gap-2 rounded-medium border border-default-200 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{name}</span>
        {attendee.registration_number ? <span className="text-xs text-default-500">{attendee.registration_number}</span> : null}
      </div>
      {onChange ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <DialogSelect
            aria-label={`${meetingMinutesTexts.attendees}: ${name}`}
            size="sm"
            className="sm:w-36"
            selectedKeys={[attendee.status]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const status = singleKey(keys);
              if (isStatus(status)) onChange({ status });
            }}
          >
            {Object.entries(ATTENDEE_STATUSES).map(([key, label]) => (
              <SelectItem key={key}>{label}</SelectItem>
            ))}
          </DialogSelect>
          <Input
            aria-label={`${meetingMinutesTexts.attendeeNotes}: ${name}`}
            placeholder={meetingMinutesTexts.attendeeNotes}
            size="sm"
            className="sm:w-48"
            value={attendee.notes}
            onValueChange={(notes) => onChange({ notes })}
          />
          {onRemove ? (
            <Button size="sm" variant="flat" color="danger" onPress={onRemove} aria-label={`${meetingMinutesTexts.removeAttendee}: ${name}`}>
              {meetingMinutesTexts.removeAttendee}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex items-center gap-2">
          <Chip size="sm" variant="flat" color={attendee.status === 'present' ? 'success' : 'warning'}>
            {ATTENDEE_STATUSES[attendee.status]}
          </Chip>
          {attendee.notes ? <span className="text-sm text-default-500">{attendee.notes}</span> : null}
        </div>
      )}
    </li>
  );
}
