'use client';

import { Input, SelectItem } from '@heroui/react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import type { CategoryOption } from '@/features/categories/api';
import type { Season } from '@/features/seasons/api';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import { useSaveMatch, useTeams } from '../../hooks';
import { COMPETITION_LABELS, matchTexts } from '../../messages';
import type { MatchSummary } from '../../api/public';
import { ZMatchForm } from '../../schema';
import { matchweek } from '../../season-calendar';

interface MatchFormModalProps {
  match: MatchSummary | null;
  season: Season;
  categories: CategoryOption[];
  defaultCategoryId: string | null;
  onClose: () => void;
}

/** Add or edit a match of the chosen season; the matchweek follows from the date. */
export function MatchFormModal({ match, season, categories, defaultCategoryId, onClose }: MatchFormModalProps) {
  const save = useSaveMatch();
  const target = useSaveTarget(match);
  const form = useZodForm(ZMatchForm, {
    category_id: match?.category.id ?? defaultCategoryId ?? '',
    season_id: season.id,
    date: match?.date ?? '',
    time: match?.time?.slice(0, 5) ?? '',
    venue: match?.venue ?? '',
    competition: match?.competition ?? 'league',
    home_team_id: match?.home.id ?? '',
    away_team_id: match?.away.id ?? '',
  });
  const teams = useTeams(form.values.category_id || null, season.id);
  const invalid = (name: keyof typeof form.values) => ({ isInvalid: form.errors[name] !== undefined, errorMessage: form.errors[name] });

  function chooseCategory(categoryId: string) {
    // Teams belong to a category: a new category clears both sides.
    form.set('category_id', categoryId);
    form.set('home_team_id', '');
    form.set('away_team_id', '');
  }

  function submit() {
    const values = form.submit();
    if (!values) return;
    // A new match gets its id now, once, so the one retry a mutation gets cannot store it twice.
    save.mutate({ ...target, match: { ...values, matchweek: matchweek(season.start_date, values.date) } }, { onSuccess: onClose });
  }

  const teamItems = teams.data ?? [];
  const teamSelect = (name: 'home_team_id' | 'away_team_id', label: string) => (
    <DialogSelect
      label={label}
      isRequired
      isDisabled={!form.values.category_id}
      isLoading={teams.isFetching}
      selectedKeys={form.values[name] ? [form.values[name]] : []}
      onChange={(event) => form.set(name, event.target.value)}
      {...invalid(name)}
    >
      {teamItems.map((team) => (
        <SelectItem key={team.id}>{team.name}</SelectItem>
      ))}
    </DialogSelect>
  );
  return (
    <FormModal title={match ? matchTexts.editTitle : matchTexts.newTitle} isPending={save.isPending} onSubmit={submit} onClose={onClose} size="lg">
      <DialogSelect
        label={matchTexts.category}
        isRequired
        selectedKeys={form.values.category_id ? [form.values.category_id] : []}
        onChange={(event) => chooseCategory(event.target.value)}
        {...invalid('category_id')}
      >
        {categories.map((category) => (
          <SelectItem key={category.id}>{category.name}</SelectItem>
        ))}
      </DialogSelect>
      <div className="grid grid-cols-2 gap-3">
        <Input label={matchTexts.date} type="date" isRequired {...form.text('date')} />
        <Input label={matchTexts.time} type="time" {...form.text('time')} />
      </div>
      {teamSelect('home_team_id', matchTexts.home)}
      {teamSelect('away_team_id', matchTexts.away)}
      <Input label={matchTexts.venue} {...form.text('venue')} />
      <DialogSelect label={matchTexts.competition} selectedKeys={[form.values.competition]} disallowEmptySelection onChange={(event) => form.set('competition', event.target.value)}>
        {Object.entries(COMPETITION_LABELS).map(([key, label]) => (
          <SelectItem key={key}>{label}</SelectItem>
        ))}
      </DialogSelect>
      {form.values.date ? <p className="text-xs text-default-500">{matchTexts.matchweekOf(matchweek(season.start_date, form.values.date), season.name)}</p> : null}
    </FormModal>
  );
}
