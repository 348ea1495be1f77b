import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { getCoachCategories } from '@/features/coaches/api';
import { getSupabaseServerClient } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Trenérský portál' };

export default async function CoachDashboardPage() {
  // Rendered alongside the layout: check access here too before any query.
  const session = await getCurrentSession();
  if (!session || !(session.access.hasCoachAccess || session.access.hasAdminAccess)) return null;
  const categories = await getCoachCategories(await getSupabaseServerClient(), session.access.assignedCategories, session.access.hasAdminAccess);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Moje kategorie</h1>
      {categories.length === 0 ? (
        <p className="text-default-500">Nemáte přiřazené žádné kategorie</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <div key={category.id} className="rounded-large bg-content1 p-4 font-medium shadow-small">
              {category.name}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
