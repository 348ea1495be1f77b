'use client';

import dynamic from 'next/dynamic';
import { Button, Spinner } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { formatDate, toIsoDay } from '@/lib/format';
import type { TrainingSession } from '../api';
import { useDeleteTrainingSession, useTrainingSessions, type TrainingScope } from '../hooks';
import { trainingMessages } from '../messages';
import { AttendanceTaker } from './attendance-taker';
import { TrainingSessionList } from './training-session-list';

// Each dialog (its form and schema) is fetched when it is first opened.
const SessionFormModal = dynamic(() => import('./session-form-modal').then((module) => module.SessionFormModal), { ssr: false });
const SeriesFormModal = dynamic(() => import('./series-form-modal').then((module) => module.SeriesFormModal), { ssr: false });
const CancelSessionModal = dynamic(() => import('./cancel-session-modal').then((module) => module.CancelSessionModal), { ssr: false });

interface TrainingSessionsPanelProps {
  scope: TrainingScope;
  openSessionId: string | null;
  onOpenSession: (sessionId: string | null) => void;
}

/** The season's sessions with their actions; an open session's attendance beside (or, on a phone, instead of) the list. */
export function TrainingSessionsPanel({ scope, openSessionId, onOpenSession }: TrainingSessionsPanelProps) {
  const sessions = useTrainingSessions(scope);
  const remove = useDeleteTrainingSession();
  const [editing, setEditing] = useState<TrainingSession | 'new' | null>(null);
  const [isSeriesOpen, setSeriesOpen] = useState(false);
  const [cancelling, setCancelling] = useState<TrainingSession | null>(null);
  const [deleting, setDeleting] = useState<TrainingSession | null>(null);

  if (sessions.isPending) return <Spinner label={trainingMessages.loading} />;
  if (sessions.error) return <DatabaseErrorFallback error={sessions.error} scope="data" isAuthenticated onRetry={() => void sessions.refetch()} />;

  const openSession = sessions.data.find((session) => session.id === openSessionId) ?? null;
  const today = toIsoDay(new Date());

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <section className={`flex-col gap-4 ${openSession ? 'hidden lg:flex' : 'flex'}`} aria-label={trainingMessages.sessionsTab}>
        <div className="flex flex-wrap gap-2">
          <Button color="primary" onPress={() => setEditing('new')}>
            {trainingMessages.addSession}
          </Button>
          <Button variant="flat" color="primary" onPress={() => setSeriesOpen(true)}>
            {trainingMessages.generateSeries}
          </Button>
        </div>
        {sessions.data.length === 0 ? (
          <p className="text-default-500">{trainingMessages.noSessions}</p>
        ) : (
          <TrainingSessionList
            sessions={sessions.data}
            today={today}
            openSessionId={openSession?.id ?? null}
            actions={{ onOpen: (session) => onOpenSession(session.id), onEdit: setEditing, onCancel: setCancelling, onDelete: setDeleting }}
          />
        )}
      </section>
      {openSession ? <AttendanceTaker session={openSession} onClose={() => onOpenSession(null)} /> : null}

      {editing ? <SessionFormModal scope={scope} session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {isSeriesOpen ? <SeriesFormModal scope={scope} onClose={() => setSeriesOpen(false)} /> : null}
      {cancelling ? <CancelSessionModal session={cancelling} onClose={() => setCancelling(null)} /> : null}
      <LazyConfirmDialog
        isOpen={deleting !== null}
        title={trainingMessages.deleteTitle}
        message={deleting ? trainingMessages.deleteConfirm(deleting.title, formatDate(deleting.session_date)) : ''}
        confirmLabel={trainingMessages.delete}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          // Closes either way: a refused delete (done or cancelled) says why in the toast.
          remove.mutate(deleting.id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => {
              if (deleting.id === openSessionId) onOpenSession(null);
            },
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
