'use client';

import type { TrainingSession } from '../api';
import { trainingMessages } from '../messages';
import { TrainingSessionCard, type SessionActions } from './training-session-card';

interface TrainingSessionListProps {
  sessions: TrainingSession[];
  /** ISO day: sessions from today on are upcoming (soonest first), earlier ones past (latest first). */
  today: string;
  openSessionId: string | null;
  actions: SessionActions;
}

export function TrainingSessionList({ sessions, today, openSessionId, actions }: TrainingSessionListProps) {
  const upcoming = sessions.filter((session) => session.session_date >= today);
  const past = sessions.filter((session) => session.session_date < today).reverse();
  return (
    <>
      {[
        { title: trainingMessages.upcoming, items: upcoming },
        { title: trainingMessages.past, items: past },
      ].map((group) =>
        group.items.length > 0 ? (
          <section key={group.title} className="flex flex-col gap-2" aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-default-500">{group.title}</h2>
            <ul className="flex flex-col gap-2">
              {group.items.map((session) => (
                <li key={session.id}>
                  <TrainingSessionCard session={session} isOpen={session.id === openSessionId} actions={actions} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}
