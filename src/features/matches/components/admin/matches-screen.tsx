'use client';

import { Button, Chip } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AdminListScreen } from '@/components/admin-list-screen';
import { ListPagination } from '@/components/list-pagination';
import { useActiveCategories } from '@/features/categories/hooks';
import { useSeasons } from '@/features/seasons/hooks';
import { seasonMessages } from '@/features/seasons/messages';
import { StandingsActions } from '@/features/standings/components/shared/standings-actions';
import { formatDate } from '@/lib/format';
import { firstFailedLoad } from '@/lib/load-errors';
import { useUrlState } from '@/lib/use-url-state';
import { ADMIN_MATCHES_PAGE_SIZE, adminMatchFilters, adminMatchPageQuery, adminMatchSeason } from '../../filters';
import { scoreText } from '../../grouping';
import { useAdminMatchPage, useDeleteMatch, useTeams } from '../../hooks';
import { MATCH_STATUS_LABELS, matchMessages, matchTexts, resultTexts, seasonHalfLabels } from '../../messages';
import type { MatchSummary } from '../../api/public';
import { seasonHalf } from '../../season-calendar';
import { MatchFiltersBar } from './match-filters-bar';

// Each dialog (its form and schema) is fetched when it is first opened.
const MatchFormModal = dynamic(() => import('./match-form-modal').then((module) => module.MatchFormModal), { ssr: false });
const ResultModal = dynamic(() => import('./result-modal').then((module) => module.ResultModal), { ssr: false });
const MatchExtrasModal = dynamic(() => import('./match-extras-modal').then((module) => module.MatchExtrasModal), { ssr: false });
const ImportModal = dynamic(() => import('./import-modal').then((module) => module.ImportModal), { ssr: false });

type Dialog = { kind: 'result' | 'extras'; match: MatchSummary } | { kind: 'import' } | null;

/** /admin/matches: filters in the URL, add/edit/delete, results, import and the standings actions. */
export function MatchesScreen() {
  const seasons = useSeasons();
  const categories = useActiveCategories();
  const [filters, setFilters] = useUrlState(adminMatchFilters);
  const [dialog, setDialog] = useState<Dialog>(null);

  const season = adminMatchSeason(seasons.data, filters);
  const teams = useTeams(filters.category, season?.id ?? null);
  // The database filters, sorts and pages: one page of rows comes back, with the filter's total.
  const pageQuery = season ? adminMatchPageQuery(filters, season.id) : null;
  const matches = useAdminMatchPage(pageQuery?.filter ?? null, pageQuery?.page ?? { limit: ADMIN_MATCHES_PAGE_SIZE, offset: 0 });
  const remove = useDeleteMatch();

  const failed = firstFailedLoad([
    [seasons.error, seasonMessages.loadError],
    [matches.error, matchMessages.loadError],
  ]);
  const total = matches.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_MATCHES_PAGE_SIZE));
  const standingsTarget = season && filters.category ? { categoryId: filters.category, seasonId: season.id } : null;

  return (
    <>
      <AdminListScreen<MatchSummary>
        query={{ data: matches.data?.rows, error: failed?.error ?? null, isPending: seasons.isPending || matches.isPending, refetch: matches.refetch }}
        loadError={failed?.message}
        rows={matches.data?.rows ?? []}
        addLabel={matchTexts.add}
        toolbar={
          <div className="flex w-full flex-col gap-3">
            <MatchFiltersBar
              seasons={seasons.data ?? []}
              categories={categories.data ?? []}
              teams={teams.data ?? []}
              values={{
                seasonId: season?.id ?? null,
                categoryId: filters.category,
                status: filters.status,
                week: filters.week,
                from: filters.from,
                to: filters.to,
                teamId: filters.team,
                sort: filters.sort,
              }}
              onChange={({ seasonId, categoryId, teamId, ...rest }) =>
                setFilters({
                  ...rest,
                  ...(seasonId !== undefined ? { season: seasonId } : {}),
                  ...(categoryId !== undefined ? { category: categoryId } : {}),
                  ...(teamId !== undefined ? { team: teamId } : {}),
                })
              }
            />
            {matches.data ? (
              <p className="text-sm text-default-500" role="status">
                {matchTexts.found(total)}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <StandingsActions target={standingsTarget} />
              <Button variant="flat" isDisabled={!season} onPress={() => setDialog({ kind: 'import' })}>
                {matchTexts.import}
              </Button>
            </div>
          </div>
        }
        table={{
          label: matchTexts.tableLabel,
          emptyText: matchTexts.empty,
          columns: [
            {
              key: 'date',
              label: matchTexts.date,
              // The time goes under the date on a phone, so the row keeps room for its actions.
              render: (match) => (
                <span className="whitespace-nowrap">
                  {formatDate(match.date)}
                  {match.time ? (
                    <>
                      {' '}
                      <span className="block sm:inline">{match.time.slice(0, 5)}</span>
                    </>
                  ) : null}
                </span>
              ),
            },
            { key: 'category', label: matchTexts.category, render: (match) => match.category.name, hideOnMobile: true },
            { key: 'teams', label: matchTexts.match, render: (match) => `${match.home.name} – ${match.away.name}` },
            {
              key: 'score',
              label: matchTexts.score,
              render: (match) => (match.status === 'completed' ? `${scoreText(match.home_score, match.away_score)} (${scoreText(match.home_score_halftime, match.away_score_halftime)})` : '-:-'),
            },
            {
              key: 'week',
              label: matchTexts.matchweek,
              hideOnMobile: true,
              render: (match) => <span className="whitespace-nowrap">{`${match.matchweek ?? '–'}. · ${seasonHalfLabels[seasonHalf(match.date)]}`}</span>,
            },
            {
              key: 'status',
              label: matchTexts.status,
              hideOnMobile: true,
              render: (match) => (
                <Chip size="sm" variant="flat" color={match.status === 'completed' ? 'success' : 'default'}>
                  {MATCH_STATUS_LABELS[match.status]}
                </Chip>
              ),
            },
          ],
        }}
        extraActions={[
          { label: matchTexts.recordResult, color: 'primary', onPress: (match) => setDialog({ kind: 'result', match }), isHidden: (match) => match.status === 'completed' },
          { label: resultTexts.correct, onPress: (match) => setDialog({ kind: 'result', match }), isHidden: (match) => match.status !== 'completed' },
          { label: matchTexts.extras, onPress: (match) => setDialog({ kind: 'extras', match }) },
        ]}
        renderEditor={(match, close) =>
          season ? <MatchFormModal match={match} season={season} categories={categories.data ?? []} defaultCategoryId={filters.category} onClose={close} /> : null
        }
        deletion={{ title: matchTexts.deleteTitle, message: (match) => matchTexts.deleteConfirm(match.home.name, match.away.name), mutation: remove }}
        bottomContent={
          totalPages > 1 ? (
            <div className="flex justify-center">
              <ListPagination page={Math.min(filters.page, totalPages)} total={totalPages} onChange={(next) => setFilters({ page: next })} />
            </div>
          ) : null
        }
      />
      {dialog?.kind === 'result' ? <ResultModal match={dialog.match} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'extras' ? <MatchExtrasModal match={dialog.match} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' && season ? <ImportModal season={season} categories={categories.data ?? []} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
