import { getClubConfig } from '@/features/club-config/api';
import { getSupabaseServerClient } from '@/lib/supabase/server';

/** The home page's hero; the schedule, results and news blocks join it with their features. */
export default async function HomePage() {
  const config = await getClubConfig(await getSupabaseServerClient());
  return (
    <section className="bg-gradient-to-br from-primary to-primary-700 px-4 py-16 text-primary-foreground">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-4xl font-bold">{config?.club_name ?? 'Národní házená'}</h1>
        {config?.description ? <p className="mt-3 text-lg text-secondary">{config.description}</p> : null}
        {config?.founded_year ? <p className="mt-1 opacity-90">Tradice od roku {config.founded_year}</p> : null}
      </div>
    </section>
  );
}
