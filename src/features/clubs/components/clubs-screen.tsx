'use client';

import dynamic from 'next/dynamic';
import { Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { Club } from '../api';
import { useClubs, useDeleteClub } from '../hooks';
import { clubMessages } from '../messages';
import { TeamLogo } from './shared/team-badge';

// The form (its fields and schema) is fetched when it is first opened.
const ClubFormModal = dynamic(() => import('./club-form-modal').then((module) => module.ClubFormModal), { ssr: false });

/** /admin/clubs: the clubs of the competitions, their logos and the own-club flag. */
export function ClubsScreen() {
  const clubs = useClubs();
  const remove = useDeleteClub();

  return (
    <AdminListScreen<Club>
      query={clubs}
      loadError={clubMessages.loadError}
      addLabel="Přidat klub"
      table={{
        label: 'Kluby',
        emptyText: 'Zatím žádné kluby',
        columns: [
          {
            key: 'name',
            label: 'Klub',
            render: (club) => (
              <div className="flex items-center gap-2">
                <TeamLogo team={club} />
                <div className="flex flex-col">
                  <span className="font-medium">{club.name}</span>
                  <span className="text-xs text-default-500">{club.short_name}</span>
                </div>
              </div>
            ),
          },
          { key: 'city', label: 'Město', render: (club) => club.city ?? '—', hideOnMobile: true },
          {
            key: 'flags',
            label: 'Stav',
            render: (club) => (
              <div className="flex gap-1">
                {club.is_own_club ? (
                  <Chip size="sm" color="primary" variant="flat">
                    Náš klub
                  </Chip>
                ) : null}
                <Chip size="sm" variant="flat" color={club.is_active ? 'success' : 'default'}>
                  {club.is_active ? 'Aktivní' : 'Neaktivní'}
                </Chip>
              </div>
            ),
          },
        ],
      }}
      renderEditor={(club, close) => <ClubFormModal club={club} onClose={close} />}
      deletion={{
        title: 'Smazat klub',
        message: (club) =>
          `Opravdu chcete smazat klub ${club.name}? Klub, který hrál zápasy, smazat nelze; můžete ho označit jako neaktivní.`,
        mutation: remove,
      }}
    />
  );
}
