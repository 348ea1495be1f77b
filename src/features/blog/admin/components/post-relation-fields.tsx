'use client';

import { SelectItem } from '@heroui/react';
import { useActiveCategories } from '@/features/categories/hooks';
import { useAdminMatches } from '@/features/matches/hooks';
import { useSeasons } from '@/features/seasons/hooks';
import { formatDate } from '@/lib/format';
import { DialogSelect } from '@/components/dialog-portal';

const NO_MATCH = 'none';

interface PostRelationFieldsProps {
  categoryId: string;
  matchId: string;
  categoryError?: string;
  isCategoryRequired: boolean;
  onCategoryChange: (categoryId: string) => void;
  onMatchChange: (matchId: string) => void;
}

/** The post's category and, optionally, the match it reports on (the category's matches of the active season). */
export function PostRelationFields({
  categoryId,
  matchId,
  categoryError,
  isCategoryRequired,
  onCategoryChange,
  onMatchChange,
}: PostRelationFieldsProps) {
  const categories = useActiveCategories();
  const seasons = useSeasons();
  const season = seasons.data?.find((candidate) => candidate.is_active);
  const matches = useAdminMatches(
    season && categoryId ? { seasonId: season.id, categoryId, status: null, matchweek: null } : null,
  );
  const matchItems = [
    { id: NO_MATCH, label: 'Bez zápasu' },
    ...(matches.data ?? []).map((match) => ({
      id: match.id,
      label: `${formatDate(match.date)} ${match.home.name} – ${match.away.name}`,
    })),
  ];

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <DialogSelect
        label="Kategorie"
        isRequired={isCategoryRequired}
        isLoading={categories.isPending}
        selectedKeys={categoryId ? [categoryId] : []}
        onChange={(event) => onCategoryChange(event.target.value)}
        isInvalid={categoryError !== undefined}
        errorMessage={categoryError}
        items={categories.data ?? []}
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </DialogSelect>
      <DialogSelect
        label="Související zápas"
        description={season ? `Zápasy kategorie v sezóně ${season.name}` : undefined}
        isDisabled={!categoryId}
        isLoading={matches.isFetching}
        selectedKeys={[matchId || NO_MATCH]}
        disallowEmptySelection
        onChange={(event) => onMatchChange(event.target.value === NO_MATCH ? '' : event.target.value)}
        items={matchItems}
      >
        {(item) => <SelectItem key={item.id}>{item.label}</SelectItem>}
      </DialogSelect>
    </div>
  );
}
