'use client';

import dynamic from 'next/dynamic';
import { Button, Chip, Select, SelectItem } from '@heroui/react';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { useActiveCategories } from '@/features/categories/hooks';
import { categoryMessages } from '@/features/categories/messages';
import { useClubs } from '@/features/clubs/hooks';
import { clubMessages } from '@/features/clubs/messages';
import { TeamLogo } from '@/features/clubs/components/shared/team-badge';
import { useSeasons } from '@/features/seasons/hooks';
import { seasonMessages } from '@/features/seasons/messages';
import { firstFailedLoad } from '@/lib/load-errors';
import type { ClubAssignment } from '../api';
import { useAssignments, useRemoveAssignment } from '../hooks';
import { clubCategoryMessages } from '../messages';

// Each dialog (its form and schema) is fetched when it is first opened.
const AssignClubModal = dynamic(() => import('./assign-club-modal').then((module) => module.AssignClubModal), { ssr: false });
const AddTeamModal = dynamic(() => import('./add-team-modal').then((module) => module.AddTeamModal), { ssr: false });

/** /admin/club-categories: which clubs play a category in a season, with their teams. */
export function ClubCategoriesScreen() {
  const seasons = useSeasons();
  const categories = useActiveCategories();
  const clubs = useClubs();
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const season =
    seasons.data?.find((candidate) => candidate.id === seasonId) ?? seasons.data?.find((candidate) => candidate.is_active);
  const category = categoryId ?? categories.data?.[0]?.id ?? null;
  const assignments = useAssignments(category, season?.id ?? null);
  const remove = useRemoveAssignment();
  const [assigning, setAssigning] = useState(false);
  const [addingTeam, setAddingTeam] = useState<ClubAssignment | null>(null);
  const [removing, setRemoving] = useState<ClubAssignment | null>(null);

  const failed = firstFailedLoad([
    [seasons.error, seasonMessages.loadError],
    [categories.error, categoryMessages.loadError],
    [clubs.error, clubMessages.loadError],
    [assignments.error, clubCategoryMessages.loadError],
  ]);
  if (failed)
    return (
      <DatabaseErrorFallback
        error={failed.error}
        loadError={failed.message}
        scope="data"
        isAuthenticated
        onRetry={() => void Promise.all([seasons.refetch(), categories.refetch(), clubs.refetch(), assignments.refetch()])}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="Sezóna"
          selectedKeys={season ? [season.id] : []}
          disallowEmptySelection
          onChange={(event) => setSeasonId(event.target.value)}
        >
          {(seasons.data ?? []).map((candidate) => (
            <SelectItem key={candidate.id}>{candidate.name}</SelectItem>
          ))}
        </Select>
        <Select
          label="Kategorie"
          selectedKeys={category ? [category] : []}
          disallowEmptySelection
          onChange={(event) => setCategoryId(event.target.value)}
        >
          {(categories.data ?? []).map((candidate) => (
            <SelectItem key={candidate.id}>{candidate.name}</SelectItem>
          ))}
        </Select>
      </div>
      <div className="flex justify-end">
        <Button color="primary" isDisabled={!season || !category} onPress={() => setAssigning(true)}>
          Přiřadit klub
        </Button>
      </div>
      <DataTable<ClubAssignment>
        label="Kluby v kategorii"
        rows={assignments.data ?? []}
        isLoading={assignments.isPending}
        emptyText="V této kategorii a sezóně zatím nehraje žádný klub"
        columns={[
          {
            key: 'club',
            label: 'Klub',
            render: (assignment) => (
              <div className="flex items-center gap-2">
                <TeamLogo team={assignment.club} />
                <span className={assignment.club.is_own_club ? 'font-semibold text-primary' : 'font-medium'}>
                  {assignment.club.name}
                </span>
              </div>
            ),
          },
          { key: 'max', label: 'Max. týmů', render: (assignment) => assignment.max_teams, hideOnMobile: true },
          {
            key: 'teams',
            label: 'Týmy',
            render: (assignment) => (
              <div className="flex flex-wrap gap-1">
                {[...assignment.teams]
                  .sort((a, b) => a.team_suffix.localeCompare(b.team_suffix))
                  .map((team) => (
                    <Chip
                      key={team.id}
                      size="sm"
                      variant={team.is_primary ? 'solid' : 'flat'}
                      color={team.is_active ? 'primary' : 'default'}
                    >
                      {team.team_suffix}
                      {team.is_primary ? ' (hlavní)' : ''}
                    </Chip>
                  ))}
              </div>
            ),
          },
        ]}
        actions={[
          {
            label: 'Přidat tým',
            onPress: (assignment) => setAddingTeam(assignment),
            isHidden: (assignment) => assignment.teams.length >= assignment.max_teams,
          },
          { label: 'Odebrat', color: 'danger', onPress: (assignment) => setRemoving(assignment) },
        ]}
      />
      {assigning && season && category ? (
        <AssignClubModal
          categoryId={category}
          seasonId={season.id}
          clubs={clubs.data ?? []}
          onClose={() => setAssigning(false)}
        />
      ) : null}
      {addingTeam ? <AddTeamModal assignment={addingTeam} onClose={() => setAddingTeam(null)} /> : null}
      <LazyConfirmDialog
        isOpen={removing !== null}
        title="Odebrat klub z kategorie"
        message={`Opravdu chcete odebrat klub ${removing?.club.name ?? ''} z kategorie? Odebrat nelze klub, jehož tým už hrál zápasy.`}
        confirmLabel="Odebrat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </div>
  );
}
