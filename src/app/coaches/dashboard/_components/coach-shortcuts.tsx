'use client';

import { Spinner } from '@heroui/react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useNextLineupToFill } from '@/features/lineups/hooks';
import { useTodayOrNextTraining } from '@/features/training/hooks';
import { formatLongDate, toIsoDay } from '@/lib/format';
import { coachDashboardTexts } from './messages';

/**
 * The coach's next jobs: take attendance of today's (or the next) training and
 * fill the next match lineup still empty. Both screens read these URL parameters.
 */
export function CoachShortcuts({ categoryIds }: { categoryIds: string[] }) {
  const training = useTodayOrNextTraining(categoryIds);
  const lineup = useNextLineupToFill(categoryIds);
  const isToday = training.data?.session_date === toIsoDay(new Date());

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Shortcut
        title={isToday ? coachDashboardTexts.todayTraining : coachDashboardTexts.nextTraining}
        isPending={training.isPending}
        error={training.error}
        empty={coachDashboardTexts.noTraining}
        link={
          training.data
            ? {
                href: `/coaches/attendance?category=${training.data.category_id}&session=${training.data.id}`,
                label: coachDashboardTexts.openAttendance,
                detail: `${training.data.title}, ${formatLongDate(training.data.session_date)}${training.data.session_time ? ` ${training.data.session_time.slice(0, 5)}` : ''}`,
              }
            : null
        }
      />
      <Shortcut
        title={coachDashboardTexts.nextLineup}
        isPending={lineup.isPending}
        error={lineup.error}
        empty={coachDashboardTexts.noLineupToFill}
        link={
          lineup.data
            ? {
                href: `/coaches/lineups?category=${lineup.data.category.id}&match=${lineup.data.id}`,
                label: coachDashboardTexts.openLineup,
                detail: `${lineup.data.home.name} – ${lineup.data.away.name}, ${formatLongDate(lineup.data.date)}`,
              }
            : null
        }
      />
      <Shortcut
        title={coachDashboardTexts.statistics}
        isPending={false}
        error={null}
        empty=""
        link={{
          href: '/coaches/statistics',
          label: coachDashboardTexts.openStatistics,
          detail: coachDashboardTexts.statisticsDetail,
        }}
      />
    </div>
  );
}

interface ShortcutProps {
  title: string;
  isPending: boolean;
  error: Error | null;
  empty: string;
  link: { href: string; label: string; detail: string } | null;
}

function Shortcut({ title, isPending, error, empty, link }: ShortcutProps) {
  let body: ReactNode;
  if (isPending) body = <Spinner size="sm" label={coachDashboardTexts.loading} />;
  else if (error) body = <p className="text-sm text-danger">{coachDashboardTexts.loadError}</p>;
  else if (!link) body = <p className="text-sm text-default-500">{empty}</p>;
  else
    body = (
      <>
        <p className="text-sm text-default-600">{link.detail}</p>
        <Link
          href={link.href}
          className="mt-auto self-start rounded-medium bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {link.label}
        </Link>
      </>
    );
  return (
    <section className="flex flex-col gap-2 rounded-large bg-content1 p-4 shadow-small">
      <h3 className="font-semibold">{title}</h3>
      {body}
    </section>
  );
}
