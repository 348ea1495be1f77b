'use client';

import { Button, ButtonGroup, Card, CardBody, CardHeader, Chip, Input, Spinner } from '@heroui/react';
import { useState } from 'react';
import { InlineLoadError } from '@/components/inline-load-error';
import { AttendanceHistoryCard } from './attendance-history-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { eventWhen, groupByEvent, lockHours, type PortalEvent } from '../event-schedule';
import { useMyAvailability, useSetAvailability } from '../hooks';
import { availabilityMessages as t } from '../messages';
import { AVAILABILITY_ANSWERS, NOTE_MAX_LENGTH, type TAvailabilityAnswer } from '../schema';
import type { MyAvailabilityRow } from '../types';

const ANSWER_COLORS: Record<TAvailabilityAnswer, 'success' | 'danger' | 'warning'> = {
  yes: 'success',
  no: 'danger',
  maybe: 'warning',
};

/** /clen: each next training and match of the linked members' categories, answered per member. */
export function MemberPortalScreen({ attendanceLabels }: { attendanceLabels: Record<string, string> }) {
  const rows = useMyAvailability();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t.portalTitle}</h1>
      {rows.error ? (
        <InlineLoadError message={t.portalLoadError} onRetry={() => void rows.refetch()} />
      ) : rows.isPending ? (
        <Spinner label={t.portalTitle} className="self-center" />
      ) : rows.data.length === 0 ? (
        <p className="text-default-500">{t.noEvents}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t.portalTitle}>
          {groupByEvent(rows.data).map((group) => (
            <li key={group.key}>
              <EventCard group={group} />
            </li>
          ))}
        </ul>
      )}
      <AttendanceHistoryCard statusLabels={attendanceLabels} />
      <CalendarFeedCard />
    </div>
  );
}

function EventCard({ group }: { group: PortalEvent }) {
  const { event } = group;
  const headingId = `event-${group.key.replace(':', '-')}`;
  const heading =
    event.event_type === 'match' && event.opponent ? `${event.opponent} (${event.is_home ? t.home : t.away})` : event.title;
  return (
    <Card shadow="sm" aria-labelledby={headingId}>
      <CardHeader className="flex flex-col items-start gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Chip size="sm" variant="flat" color={event.event_type === 'match' ? 'secondary' : 'primary'}>
            {event.event_type === 'match' ? t.match : t.training}
          </Chip>
          <Chip size="sm" variant="flat">
            {event.category_name}
          </Chip>
          {event.is_cancelled && (
            <Chip size="sm" variant="flat" color="danger">
              {t.cancelled}
            </Chip>
          )}
        </div>
        <h2 id={headingId} className={`text-lg font-semibold ${event.is_cancelled ? 'line-through' : ''}`}>
          {heading}
        </h2>
        <p className="text-small text-default-600">
          {eventWhen(event)}
          {event.location ? ` · ${event.location}` : ''}
        </p>
        {event.is_cancelled && event.status_reason && <p className="text-small text-danger-600 dark:text-danger-500">{event.status_reason}</p>}
      </CardHeader>
      {!event.is_cancelled && (
        <CardBody className="gap-4 pt-0">
          {event.is_locked && (
            <p
              role="status"
              className="rounded-medium bg-warning-50 p-2 text-small text-warning-700 dark:bg-warning-100/20 dark:text-warning-500"
            >
              {t.locked(`${lockHours(event)} h`)}
            </p>
          )}
          {group.members.map((row) => (
            <MemberAnswer key={row.member_id} row={row} />
          ))}
        </CardBody>
      )}
    </Card>
  );
}

function MemberAnswer({ row }: { row: MyAvailabilityRow }) {
  const save = useSetAvailability();
  const [note, setNote] = useState(row.note ?? '');
  const name = `${row.member_name} ${row.member_surname}`;
  const shown = row.effective_answer;
  const send = (answer: TAvailabilityAnswer) =>
    save.mutate({ memberId: row.member_id, eventType: row.event_type, eventId: row.event_id, answer, note: note.trim() || null });
  return (
    <div role="group" aria-label={t.answerFor(name)} className="flex flex-col gap-2">
      <p className="font-medium">{name}</p>
      <ButtonGroup fullWidth size="md" isDisabled={row.is_locked || save.isPending}>
        {AVAILABILITY_ANSWERS.map((answer) => (
          <Button
            key={answer}
            aria-pressed={shown === answer}
            color={shown === answer ? ANSWER_COLORS[answer] : 'default'}
            variant={shown === answer ? 'solid' : 'bordered'}
            // HeroUI's solid danger keeps white text on a red too light for it; the darker shade reads.
            className={shown === answer && answer === 'no' ? 'bg-danger-600 text-white' : undefined}
            onPress={() => send(answer)}
          >
            {t.answers[answer]}
          </Button>
        ))}
      </ButtonGroup>
      {row.is_default && <p className="text-tiny text-default-500">{t.byDefault}</p>}
      {row.is_locked ? (
        row.note && <p className="text-small text-default-600">{t.answeredNote(row.note)}</p>
      ) : (
        <div className="flex items-end gap-2">
          <Input
            size="sm"
            label={t.note}
            value={note}
            onValueChange={setNote}
            maxLength={NOTE_MAX_LENGTH}
            aria-label={`${t.note}: ${name}`}
          />
          {row.answer && note.trim() !== (row.note ?? '') && (
            <Button size="sm" variant="flat" isLoading={save.isPending} onPress={() => row.answer && send(row.answer)}>
              {t.saveNote}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
