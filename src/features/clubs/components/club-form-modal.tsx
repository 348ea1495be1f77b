'use client';

import { Input, Switch } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import type { Club } from '../api';
import { useSaveClub } from '../hooks';
import { ZClubForm } from '../schema';
import { ClubLogoUploader } from './shared/club-logo-uploader';

export function ClubFormModal({ club, onClose }: { club: Club | null; onClose: () => void }) {
  const save = useSaveClub();
  const target = useSaveTarget(club);
  const form = useZodForm(ZClubForm, {
    name: club?.name ?? '',
    short_name: club?.short_name ?? '',
    city: club?.city ?? '',
    logo_url: club?.logo_url ?? null,
    is_active: club?.is_active ?? true,
    is_own_club: club?.is_own_club ?? false,
  });

  function submit() {
    const values = form.submit();
    if (values) save.mutate({ ...target, club: values }, { onSuccess: onClose });
  }

  return (
    <FormModal title={club ? 'Upravit klub' : 'Nový klub'} isPending={save.isPending} onSubmit={submit} onClose={onClose}>
      <Input label="Název" isRequired {...form.text('name')} />
      <Input label="Zkrácený název" {...form.text('short_name')} />
      <Input label="Město" {...form.text('city')} />
      <ClubLogoUploader name={form.values.name} logoUrl={form.values.logo_url} onChange={(url) => form.set('logo_url', url)} />
      <Switch isSelected={form.values.is_active} onValueChange={(value) => form.set('is_active', value)}>
        Aktivní
      </Switch>
      <Switch isSelected={form.values.is_own_club} onValueChange={(value) => form.set('is_own_club', value)}>
        Náš klub
      </Switch>
    </FormModal>
  );
}
