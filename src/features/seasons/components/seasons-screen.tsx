'use client';

import dynamic from 'next/dynamic';
import { Button, Chip } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { Season } from '../api';
import { useDeleteSeason, useSeasons, useSeasonState } from '../hooks';
import { seasonMessages } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const SeasonFormModal = dynamic(() => import('./season-form-modal').then((module) => module.SeasonFormModal), { ssr: false });

type Pending = { kind: 'delete' | 'activate' | 'close' | 'reopen'; season: Season } | null;

const CONFIRMATIONS = {
  delete: {
    title: 'Smazat sezónu',
    confirm: 'Smazat',
    message: (name: string) => `Opravdu chcete smazat sezónu ${name}? Tato akce je nevratná.`,
  },
  activate: {
    title: 'Aktivovat sezónu',
    confirm: 'Aktivovat',
    message: (name: string) => `Sezóna ${name} bude aktivní; ostatní sezóny se deaktivují.`,
  },
  close: {
    title: 'Uzavřít sezónu',
    confirm: 'Uzavřít',
    message: (name: string) => `Tabulky sezóny ${name} se pak už nebudou automaticky přepočítávat.`,
  },
  reopen: {
    title: 'Otevřít sezónu',
    confirm: 'Otevřít',
    message: (name: string) => `Tabulky sezóny ${name} se budou opět přepočítávat.`,
  },
} as const;

/** /admin/seasons: list, add, edit, delete, activate (only one) and close. */
export function SeasonsScreen() {
  const seasons = useSeasons();
  const remove = useDeleteSeason();
  const state = useSeasonState();
  const [editing, setEditing] = useState<Season | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  if (seasons.error)
    return (
      <DatabaseErrorFallback
        error={seasons.error}
        loadError={seasonMessages.loadError}
        scope="data"
        isAuthenticated
        onRetry={() => void seasons.refetch()}
      />
    );

  function confirm() {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    const { id } = pending.season;
    if (pending.kind === 'delete') remove.mutate(id, done);
    if (pending.kind === 'activate') state.mutate({ id, change: { is_active: true } }, done);
    if (pending.kind === 'close') state.mutate({ id, change: { is_closed: true } }, done);
    if (pending.kind === 'reopen') state.mutate({ id, change: { is_closed: false } }, done);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button color="primary" onPress={() => setEditing('new')}>
          Přidat sezónu
        </Button>
      </div>
      <DataTable<Season>
        label="Sezóny"
        rows={seasons.data ?? []}
        isLoading={seasons.isPending}
        emptyText="Zatím žádné sezóny"
        columns={[
          { key: 'name', label: 'Název', render: (season) => <span className="font-medium">{season.name}</span> },
          {
            key: 'dates',
            label: 'Období',
            render: (season) => `${formatDate(season.start_date)} – ${formatDate(season.end_date)}`,
            hideOnMobile: true,
          },
          {
            key: 'state',
            label: 'Stav',
            render: (season) => (
              <div className="flex gap-1">
                {season.is_active ? (
                  <Chip size="sm" color="success" variant="flat">
                    Aktivní
                  </Chip>
                ) : null}
                {season.is_closed ? (
                  <Chip size="sm" variant="flat">
                    Uzavřená
                  </Chip>
                ) : null}
              </div>
            ),
          },
        ]}
        actions={[
          { label: 'Upravit', onPress: (season) => setEditing(season) },
          {
            label: 'Aktivovat',
            color: 'success',
            onPress: (season) => setPending({ kind: 'activate', season }),
            isHidden: (season) => season.is_active,
          },
          {
            label: 'Uzavřít',
            onPress: (season) => setPending({ kind: 'close', season }),
            isHidden: (season) => season.is_closed,
          },
          {
            label: 'Otevřít',
            onPress: (season) => setPending({ kind: 'reopen', season }),
            isHidden: (season) => !season.is_closed,
          },
          { label: 'Smazat', color: 'danger', onPress: (season) => setPending({ kind: 'delete', season }) },
        ]}
      />
      {editing ? <SeasonFormModal season={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <LazyConfirmDialog
        isOpen={pending !== null}
        title={pending ? CONFIRMATIONS[pending.kind].title : ''}
        message={pending ? CONFIRMATIONS[pending.kind].message(pending.season.name) : ''}
        confirmLabel={pending ? CONFIRMATIONS[pending.kind].confirm : ''}
        tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
        isPending={remove.isPending || state.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
