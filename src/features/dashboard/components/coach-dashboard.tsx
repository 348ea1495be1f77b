'use client';

import { Spinner } from '@heroui/react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { useCoachCategories } from '@/features/coaches/use-coach-categories';
import { NextMatchesAndBirthdays } from './next-matches-and-birthdays';

/** /coaches/dashboard: the coach's categories, their next matches and the next birthdays. */
export function CoachDashboard({ assigned, isAdmin }: { assigned: string[]; isAdmin: boolean }) {
  const { categories, isPending, error } = useCoachCategories(assigned, isAdmin);

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
      <NextMatchesAndBirthdays categoryIds={categories.map((category) => category.id)} />
    </div>
  );
}
