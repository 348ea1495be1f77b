'use client';

import { Button, Chip, Input, Pagination, Select, SelectItem } from '@heroui/react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { useActiveCategories } from '@/features/categories/hooks';
import type { Season } from '@/features/seasons/api';
import { useSeasons } from '@/features/seasons/hooks';
import { formatDate } from '@/lib/format';
import { scoreText } from '../../grouping';
import { useAdminMatches, useDeleteMatch, useGenerateStandings, useRecalculateStandings } from '../../hooks';
import { seasonHalfLabels, standingsMessages } from '../../messages';
import type { MatchSummary } from '../../public-api';
import { seasonHalf } from '../../season-calendar';
import { ImportModal } from './import-modal';
import { MatchExtrasModal } from './match-extras-modal';
import { MatchFormModal } from './match-form-modal';
import { ResultModal } from './result-modal';

const PAGE_SIZE = 20;
const ALL = 'all';
type Dialog = { kind: 'form'; match: MatchSummary | null } | { kind: 'result' | 'delete' | 'extras'; match: MatchSummary } | { kind: 'import' } | null;

/** /admin/matches (spec §4): filters, add/edit/delete, results, import and the standings actions. */
export function MatchesScreen() {
  const seasons = useSeasons();
  const categories = useActiveCategories();
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<'upcoming' | 'completed' | null>(null);
  const [week, setWeek] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  const season: Season | undefined = seasons.data?.find((candidate) => candidate.id === seasonId) ?? seasons.data?.find((candidate) => candidate.is_active) ?? seasons.data?.[0];
  const matchweekFilter = /^\d+$/.test(week) && Number(week) >= 1 ? Number(week) : null;
  const matches = useAdminMatches(season ? { seasonId: season.id, categoryId, status, matchweek: matchweekFilter } : null);
  const remove = useDeleteMatch();
  const generate = useGenerateStandings();
  const recalculate = useRecalculateStandings();

  const rows = useMemo(() => matches.data ?? [], [matches.data]);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const resetPage = () => setPage(1);

  if (seasons.error || matches.error) {
    const error = seasons.error ?? matches.error;
    return <DatabaseErrorFallback error={error} scope="data" isAuthenticated onRetry={() => void matches.refetch()} />;
  }

  const standingsTarget = season && categoryId ? { categoryId, seasonId: season.id } : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Sezóna"
          selectedKeys={season ? [season.id] : []}
          disallowEmptySelection
          onChange={(event) => {
            setSeasonId(event.target.value);
            resetPage();
          }}
        >
          {(seasons.data ?? []).map((candidate) => (
            <SelectItem key={candidate.id}>{candidate.name}</SelectItem>
          ))}
        </Select>
        <Select
          label="Kategorie"
          selectedKeys={[categoryId ?? ALL]}
          disallowEmptySelection
          onChange={(event) => {
            setCategoryId(event.target.value === ALL ? null : event.target.value);
            resetPage();
          }}
          items={[{ id: ALL, name: 'Všechny kategorie' }, ...(categories.data ?? [])]}
        >
          {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
        </Select>
        <Select
          label="Stav"
          selectedKeys={[status ?? ALL]}
          disallowEmptySelection
          onChange={(event) => {
            const value = event.target.value;
            setStatus(value === 'upcoming' || value === 'completed' ? value : null);
            resetPage();
          }}
        >
          <SelectItem key={ALL}>Všechny</SelectItem>
          <SelectItem key="upcoming">Nadcházející</SelectItem>
          <SelectItem key="completed">Odehrané</SelectItem>
        </Select>
        <Input
          label="Kolo"
          type="number"
          min={1}
          value={week}
          onValueChange={(value) => {
            setWeek(value);
            resetPage();
          }}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="flat"
          isDisabled={!standingsTarget}
          isLoading={generate.isPending}
          onPress={() => standingsTarget && generate.mutate(standingsTarget)}
          title={standingsTarget ? undefined : standingsMessages.missingIds}
        >
          Generovat tabulku
        </Button>
        <Button
          variant="flat"
          isDisabled={!standingsTarget}
          isLoading={recalculate.isPending}
          onPress={() => standingsTarget && recalculate.mutate(standingsTarget)}
          title={standingsTarget ? undefined : standingsMessages.missingIds}
        >
          Přepočítat tabulku
        </Button>
        <Button variant="flat" isDisabled={!season} onPress={() => setDialog({ kind: 'import' })}>
          Import zápasů
        </Button>
        <Button color="primary" isDisabled={!season} onPress={() => setDialog({ kind: 'form', match: null })}>
          Přidat zápas
        </Button>
      </div>
      <DataTable<MatchSummary>
        label="Zápasy"
        rows={visible}
        isLoading={seasons.isPending || matches.isPending}
        emptyText="Žádné zápasy neodpovídají filtru"
        columns={[
          { key: 'date', label: 'Datum', render: (match) => <span className="whitespace-nowrap">{`${formatDate(match.date)}${match.time ? ` ${match.time.slice(0, 5)}` : ''}`}</span> },
          { key: 'category', label: 'Kategorie', render: (match) => match.category.name, hideOnMobile: true },
          {
            key: 'teams',
            label: 'Zápas',
            render: (match) => (
              <span>
                {match.home.name} – {match.away.name}
              </span>
            ),
          },
          {
            key: 'score',
            label: 'Skóre',
            render: (match) => (match.status === 'completed' ? `${scoreText(match.home_score, match.away_score)} (${scoreText(match.home_score_halftime, match.away_score_halftime)})` : '-:-'),
          },
          {
            key: 'week',
            label: 'Kolo',
            hideOnMobile: true,
            render: (match) => <span className="whitespace-nowrap">{`${match.matchweek ?? '–'}. · ${seasonHalfLabels[seasonHalf(match.date)]}`}</span>,
          },
          {
            key: 'status',
            label: 'Stav',
            hideOnMobile: true,
            render: (match) => (
              <Chip size="sm" variant="flat" color={match.status === 'completed' ? 'success' : 'default'}>
                {match.status === 'completed' ? 'Odehraný' : 'Nadcházející'}
              </Chip>
            ),
          },
        ]}
        actions={[
          { label: 'Výsledek', color: 'primary', onPress: (match) => setDialog({ kind: 'result', match }), isHidden: (match) => match.status === 'completed' },
          { label: 'Upravit', onPress: (match) => setDialog({ kind: 'form', match }) },
          { label: 'Videa a údaje', onPress: (match) => setDialog({ kind: 'extras', match }) },
          { label: 'Smazat', color: 'danger', onPress: (match) => setDialog({ kind: 'delete', match }) },
        ]}
        bottomContent={
          totalPages > 1 ? (
            <div className="flex justify-center">
              <Pagination showControls page={page} total={totalPages} siblings={2} boundaries={1} onChange={setPage} />
            </div>
          ) : null
        }
      />
      {dialog?.kind === 'form' && season ? (
        <MatchFormModal match={dialog.match} season={season} categories={categories.data ?? []} defaultCategoryId={categoryId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'result' ? <ResultModal match={dialog.match} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'extras' ? <MatchExtrasModal match={dialog.match} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' && season ? <ImportModal season={season} categories={categories.data ?? []} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title="Smazat zápas"
        message={dialog?.kind === 'delete' ? `Opravdu chcete smazat zápas ${dialog.match.home.name} – ${dialog.match.away.name}? Tato akce je nevratná.` : ''}
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.match.id, { onSettled: () => setDialog(null) })}
      />
    </div>
  );
}
