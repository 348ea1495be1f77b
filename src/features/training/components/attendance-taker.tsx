'use client';

import { Button, Card, CardBody, CardHeader, Spinner } from '@heroui/react';
import { useEffect, useRef, useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { InlineLoadError } from '@/components/inline-load-error';
import { MemberAnswer } from '@/features/availability/components/shared/member-answer';
import { useEventAvailability } from '@/features/availability/hooks';
import { formatDate } from '@/lib/format';
import { showWarning } from '@/lib/toast';
import type { TrainingSession } from '../api';
import { attendancePrefill } from '../attendance-prefill';
import { useCategoryMembers, useMarkMembersPresent, useMarkSessionDone, useRecordAttendance, useSessionAttendance } from '../hooks';
import { attendanceMessages, ATTENDANCE_STATUSES } from '../messages';
import { AttendanceStatusButtons } from './attendance-status-buttons';

/**
 * The category's members with one tap each, saved at once, each beside their answer (Přijdu /
 * Nepřijdu / Možná / bez odpovědi, with the note). "Předvyplnit podle odpovědí" marks those
 * coming present; a record already made is changed only after a confirmation. A cancelled session
 * is shown read-only (every record absent); a planned one can be marked done once attendance is taken.
 */
export function AttendanceTaker({ session, onClose }: { session: TrainingSession; onClose: () => void }) {
  const members = useCategoryMembers(session.category_id);
  const attendance = useSessionAttendance(session.id);
  const record = useRecordAttendance(session.id);
  const markDone = useMarkSessionDone();
  const answers = useEventAvailability('training', session.id);
  const markPresent = useMarkMembersPresent(session.id);
  const [overwriting, setOverwriting] = useState<string[]>([]);
  const heading = attendanceMessages.heading(session.title, formatDate(session.session_date));
  const cardRef = useRef<HTMLDivElement>(null);

  // On a phone the list gives way to this card: bring its top into view, wherever the list was scrolled.
  useEffect(() => {
    cardRef.current?.scrollIntoView({ block: 'nearest' });
  }, [session.id]);

  const error = members.error ?? attendance.error;
  const statusOf = new Map((attendance.data ?? []).map((item) => [item.memberId, item.status]));
  const recorded = (members.data ?? []).filter((member) => statusOf.has(member.id)).length;
  const isCancelled = session.status === 'cancelled';
  const answerOf = new Map((answers.data ?? []).map((answer) => [answer.memberId, answer]));
  const nameOf = new Map((members.data ?? []).map((member) => [member.id, `${member.surname} ${member.name}`]));

  const prefill = () => {
    const coming = new Set((answers.data ?? []).filter((answer) => answer.answer === 'yes').map((answer) => answer.memberId));
    const plan = attendancePrefill(members.data ?? [], coming, statusOf);
    if (plan.fill.length === 0 && plan.overwrite.length === 0) {
      showWarning(attendanceMessages.prefillNothing);
      return;
    }
    if (plan.fill.length > 0) markPresent.mutate({ memberIds: plan.fill, overwrite: false });
    setOverwriting(plan.overwrite);
  };

  return (
    <Card ref={cardRef} as="section" aria-label={heading} className="lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)]">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <h2 className="text-lg font-semibold">{heading}</h2>
          {members.data ? <span className="text-sm text-default-500">{attendanceMessages.recordedCount(recorded, members.data.length)}</span> : null}
        </div>
        <div className="flex gap-2">
          {session.status === 'planned' && recorded > 0 ? (
            <Button size="sm" color="success" variant="flat" isLoading={markDone.isPending} onPress={() => markDone.mutate(session.id)}>
              {attendanceMessages.markDone}
            </Button>
          ) : null}
          <Button size="sm" variant="light" onPress={onClose}>
            {attendanceMessages.close}
          </Button>
        </div>
      </CardHeader>
      <CardBody className="flex flex-col gap-2">
        {isCancelled ? <p className="rounded-medium bg-danger-50 p-3 text-sm text-danger">{attendanceMessages.cancelledNotice}</p> : null}
        {answers.error ? <InlineLoadError message={attendanceMessages.answersLoadError} onRetry={() => void answers.refetch()} /> : null}
        {!isCancelled && answers.data && members.data && attendance.data ? (
          <Button size="sm" color="primary" variant="flat" className="self-start" isLoading={markPresent.isPending} onPress={prefill}>
            {attendanceMessages.prefill}
          </Button>
        ) : null}
        {error ? (
          <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={() => void Promise.all([members.refetch(), attendance.refetch()])} />
        ) : !members.data || !attendance.data ? (
          <Spinner label={attendanceMessages.loading} />
        ) : members.data.length === 0 ? (
          <p className="text-default-500">{attendanceMessages.noMembers}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-divider">
            {members.data.map((member) => {
              const name = `${member.surname} ${member.name}`;
              const status = statusOf.get(member.id) ?? null;
              return (
                <li key={member.id} className="flex flex-col gap-2 py-2">
                  <div className="flex min-w-0 items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{name}</span>
                    <span className="text-xs text-default-500">{status ? ATTENDANCE_STATUSES[status] : attendanceMessages.notRecorded}</span>
                  </div>
                  {answers.data ? <MemberAnswer answer={answerOf.get(member.id)} /> : null}
                  <AttendanceStatusButtons
                    memberName={name}
                    status={status}
                    isDisabled={isCancelled}
                    onChange={(next) => record.mutate({ memberId: member.id, status: next, shown: status })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
      <LazyConfirmDialog
        isOpen={overwriting.length > 0}
        title={attendanceMessages.overwriteTitle}
        message={attendanceMessages.overwriteConfirm(overwriting.map((id) => nameOf.get(id) ?? id).join(', '))}
        confirmLabel={attendanceMessages.overwrite}
        isPending={markPresent.isPending}
        onConfirm={() => markPresent.mutate({ memberIds: overwriting, overwrite: true }, { onSettled: () => setOverwriting([]) })}
        onClose={() => setOverwriting([])}
      />
    </Card>
  );
}
