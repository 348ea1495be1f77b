import type { ClubOverview } from './club-overview';

const LABELS: { key: keyof Omit<ClubOverview, 'activeSeason'>; label: string }[] = [
  { key: 'categories', label: 'Kategorie' },
  { key: 'members', label: 'Členové' },
  { key: 'upcomingMatches', label: 'Nadcházející zápasy' },
  { key: 'completedMatches', label: 'Odehrané zápasy' },
];

export function OverviewCards({ overview }: { overview: ClubOverview }) {
  return (
    <section aria-label="Přehled klubu" className="flex flex-col gap-4">
      <p className="text-default-600">Aktivní sezóna: {overview.activeSeason ?? 'žádná'}</p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {LABELS.map(({ key, label }) => (
          <div key={key} className="rounded-large bg-content1 p-4 shadow-small">
            <p className="text-sm text-default-500">{label}</p>
            <p className="text-3xl font-semibold">{overview[key]}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
