'use client';

import { Button, Chip } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { TeamLogo } from '@/features/matches/components/team-badge';
import type { Club } from '../api';
import { useClubs, useDeleteClub } from '../hooks';
import { ClubFormModal } from './club-form-modal';

/** /admin/clubs (spec §2): the clubs of the competitions, their logos and the own-club flag. */
export function ClubsScreen() {
  const clubs = useClubs();
  const remove = useDeleteClub();
  const [editing, setEditing] = useState<Club | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Club | null>(null);

  if (clubs.error) return <DatabaseErrorFallback error={clubs.error} scope="data" isAuthenticated onRetry={() => void clubs.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button color="primary" onPress={() => setEditing('new')}>
          Přidat klub
        </Button>
      </div>
      <DataTable<Club>
        label="Kluby"
        rows={clubs.data ?? []}
        isLoading={clubs.isPending}
        emptyText="Zatím žádné kluby"
        columns={[
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
        ]}
        actions={[
          { label: 'Upravit', onPress: (club) => setEditing(club) },
          { label: 'Smazat', color: 'danger', onPress: (club) => setDeleting(club) },
        ]}
      />
      {editing ? <ClubFormModal club={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat klub"
        message={`Opravdu chcete smazat klub ${deleting?.name ?? ''}? Klub, který hrál zápasy, smazat nelze; můžete ho označit jako neaktivní.`}
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
