'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { NextEventCounts } from '@/features/availability/components/shared/next-event-counts';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { NextMatchesAndBirthdays } from '@/app/_components/next-matches-and-birthdays';
import { CoachShortcuts } from './coach-shortcuts';
import { coachDashboardTexts } from './messages';

/** /coaches/dashboard: the coach's categories, shortcuts to today's jobs, who comes to the next event, the next matches and birthdays. */
export function CoachDashboard({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin, { serverRendered: true });

  if (isPending) return <Spinner label="Načítám…" />;
  if (error) return <DatabaseErrorFallback error={error} scope="data" isAuthenticated />;
  if (categories.length === 0) return <p className="text-default-500">Nemáte přiřazené žádné kategorie</p>;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="my-categories" className="flex flex-col gap-3">
        <h2 id="my-categories" className="text-lg font-semibold">
          Moje kategorie
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((category) => (
            <div key={category.id} className="rounded-large bg-content1 p-4 font-medium shadow-small">
              {category.name}
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="coach-shortcuts" className="flex flex-col gap-3">
        <h2 id="coach-shortcuts" className="text-lg font-semibold">
          {coachDashboardTexts.shortcuts}
        </h2>
        <CoachShortcuts categoryIds={categories.map((category) => category.id)} />
      </section>
      <NextEventCounts categories={categories} />
      <NextMatchesAndBirthdays categoryIds={categories.map((category) => category.id)} />
    </div>
  );
}
