'use client';

import { Select, SelectItem } from '@heroui/react';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { singleKey } from '@/lib/selection';
import { trainingMessages } from '../messages';

interface TrainingScopeBarProps {
  categories: CategoryOption[];
  seasons: Season[];
  categoryId: string | null;
  seasonId: string | null;
  onCategoryChange: (categoryId: string) => void;
  onSeasonChange: (seasonId: string) => void;
}

/** Which category and season the sessions and the summary are of (the active season by default). */
export function TrainingScopeBar({ categories, seasons, categoryId, seasonId, onCategoryChange, onSeasonChange }: TrainingScopeBarProps) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:max-w-xl">
      <Select
        label={trainingMessages.category}
        selectedKeys={categoryId ? [categoryId] : []}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const key = singleKey(keys);
          if (key) onCategoryChange(key);
        }}
        items={categories}
      >
        {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
      </Select>
      <Select
        label={trainingMessages.season}
        selectedKeys={seasonId ? [seasonId] : []}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const key = singleKey(keys);
          if (key) onSeasonChange(key);
        }}
        items={seasons}
      >
        {(season) => <SelectItem key={season.id}>{season.name}</SelectItem>}
      </Select>
    </div>
  );
}
