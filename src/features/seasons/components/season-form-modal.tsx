'use client';

import { Input } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import type { Season } from '../api';
import { useCreateSeason, useUpdateSeason } from '../hooks';
import { ZSeasonForm } from '../schema';

/** Add or edit a season; what was typed stays when the save fails. */
export function SeasonFormModal({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const { id: newId } = useSaveTarget(season);
  const form = useZodForm(ZSeasonForm, {
    name: season?.name ?? '',
    start_date: season?.start_date ?? '',
    end_date: season?.end_date ?? '',
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (season) update.mutate({ id: season.id, season: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, season: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={season ? 'Upravit sezónu' : 'Nová sezóna'}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input label="Název" placeholder="2026/2027" isRequired {...form.text('name')} />
      <Input label="Začátek" type="date" isRequired {...form.text('start_date')} />
      <Input label="Konec" type="date" isRequired {...form.text('end_date')} />
    </FormModal>
  );
}
