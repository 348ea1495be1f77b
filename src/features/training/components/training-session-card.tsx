'use client';

import { Button, Card, CardBody, Chip } from '@heroui/react';
import { formatLongDate } from '@/lib/format';
import type { TrainingSession } from '../api';
import { SESSION_STATUSES, trainingMessages, type SessionStatus } from '../messages';

export interface SessionActions {
  onOpen: (session: TrainingSession) => void;
  onEdit: (session: TrainingSession) => void;
  onCancel: (session: TrainingSession) => void;
  onDelete: (session: TrainingSession) => void;
}

const STATUS_COLORS: Record<SessionStatus, 'primary' | 'success' | 'danger'> = { planned: 'primary', done: 'success', cancelled: 'danger' };

/** One session: when, where, its status (and why it was cancelled), and its actions as plain buttons (one tap on a phone). */
export function TrainingSessionCard({ session, isOpen, actions }: { session: TrainingSession; isOpen: boolean; actions: SessionActions }) {
  const when = [formatLongDate(session.session_date), session.session_time?.slice(0, 5)].filter(Boolean).join(', ');
  return (
    <Card shadow="sm" className={isOpen ? 'ring-2 ring-primary' : undefined} aria-label={`${session.title}, ${when}`} role="article">
      <CardBody className="flex flex-col gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{session.title}</span>
            <Chip size="sm" variant="flat" color={STATUS_COLORS[session.status]}>
              {SESSION_STATUSES[session.status]}
            </Chip>
          </div>
          <span className="text-sm first-letter:uppercase">{when}</span>
          {session.location ? <span className="text-sm text-default-500">{session.location}</span> : null}
          {session.status === 'cancelled' && session.status_reason ? (
            <span className="text-sm text-danger">{trainingMessages.cancelledReason(session.status_reason)}</span>
          ) : null}
        </div>
        {/* Two by two on a phone, so no button is left alone on a second line. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" color="primary" variant={isOpen ? 'solid' : 'flat'} onPress={() => actions.onOpen(session)}>
            {trainingMessages.takeAttendance}
          </Button>
          <Button size="sm" variant="flat" onPress={() => actions.onEdit(session)}>
            {trainingMessages.edit}
          </Button>
          {/* A session that took place or was cancelled is history: the database refuses to cancel
              (it would mark the recorded attendance absent) or delete it, so neither is offered. */}
          {session.status === 'planned' ? (
            <>
              <Button size="sm" variant="flat" color="warning" onPress={() => actions.onCancel(session)}>
                {trainingMessages.cancel}
              </Button>
              <Button size="sm" variant="light" color="danger" onPress={() => actions.onDelete(session)}>
                {trainingMessages.delete}
              </Button>
            </>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
