'use client';

import { Card, CardBody, CardHeader, Spinner } from '@heroui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { upcomingOwnMatchesOptions } from '@/features/matches/queries';
import { upcomingBirthdays } from '@/features/members/birthdays';
import { useMembersWithBirthdays } from '@/features/members/hooks';
import { classifyError } from '@/lib/errors';
import { czechPlural, formatDate, formatLongDate } from '@/lib/format';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';

/** The admin and coach dashboards' two lists: the next own-club matches and the next birthdays of these categories. */
export function NextMatchesAndBirthdays({ categoryIds }: { categoryIds: string[] }) {
  const matches = useQuery(upcomingOwnMatchesOptions(loadSupabaseBrowserClient, categoryIds));
  const members = useMembersWithBirthdays(categoryIds);
  const birthdays = useMemo(() => upcomingBirthdays(members.data ?? [], new Date()), [members.data]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card as="section" aria-labelledby="next-matches">
        <CardHeader>
          <h2 id="next-matches" className="text-lg font-semibold">
            Nejbližší zápasy
          </h2>
        </CardHeader>
        <CardBody>
          {matches.isPending ? (
            <Spinner size="sm" label="Načítám zápasy…" />
          ) : matches.error ? (
            <p className="text-danger">Chyba při načítání zápasů: {classifyError(matches.error).message}</p>
          ) : matches.data.length === 0 ? (
            <p className="text-default-500">Žádné nadcházející zápasy</p>
          ) : (
            <ul className="flex flex-col divide-y divide-divider">
              {matches.data.map((match) => (
                <li key={match.id} className="flex flex-col py-2">
                  <span className="font-medium">
                    {match.home_team_name} – {match.away_team_name}
                  </span>
                  <span className="text-sm text-default-500">
                    {formatLongDate(match.date)}
                    {match.time ? ` ${match.time.slice(0, 5)}` : ''} · {match.category_name}
                    {match.venue ? ` · ${match.venue}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <Card as="section" aria-labelledby="birthdays">
        <CardHeader>
          <h2 id="birthdays" className="text-lg font-semibold">
            Nejbližší narozeniny
          </h2>
        </CardHeader>
        <CardBody>
          {members.isPending ? (
            <Spinner size="sm" label="Načítám narozeniny…" />
          ) : members.error ? (
            <DatabaseErrorFallback error={members.error} scope="data" isAuthenticated onRetry={() => void members.refetch()} />
          ) : birthdays.length === 0 ? (
            <p className="text-default-500">Žádné narozeniny</p>
          ) : (
            <ul className="flex flex-col divide-y divide-divider">
              {birthdays.map((person) => (
                <li key={person.id} className="flex items-center justify-between py-2">
                  <span className="font-medium">
                    {person.name} {person.surname}
                  </span>
                  <span className="text-sm text-default-500">
                    {person.daysUntil === 0 ? 'dnes' : formatDate(person.nextBirthday)} ·{' '}
                    {czechPlural(person.turns, ['rok', 'roky', 'let'])}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
