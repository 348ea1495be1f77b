'use client';

import { FilterSelect } from '@/components/filter-select';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
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
      <ScopeSelect label={trainingMessages.category} items={categories} selectedId={categoryId} onChange={onCategoryChange} />
      <ScopeSelect label={trainingMessages.season} items={seasons} selectedId={seasonId} onChange={onSeasonChange} />
    </div>
  );
}

/** A required single choice: there is always one category and one season in view (none only when there is none to choose). */
function ScopeSelect({ label, items, selectedId, onChange }: { label: string; items: { id: string; name: string }[]; selectedId: string | null; onChange: (id: string) => void }) {
  return <FilterSelect label={label} value={selectedId ?? ''} options={items.map((item) => ({ value: item.id, label: item.name }))} onChange={onChange} />;
}
