'use client';

import { Input, Switch } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import type { ClubAssignment } from '../api';
import { useCreateTeam } from '../hooks';
import { ZTeamForm } from '../schema';

/** The next free letter: A for a club's first team (default), then B, C … */
export function nextTeamSuffix(taken: string[]): string {
  for (let code = 65; code <= 90; code += 1) {
    const letter = String.fromCharCode(code);
    if (!taken.includes(letter)) return letter;
  }
  return 'A';
}

export function AddTeamModal({ assignment, onClose }: { assignment: ClubAssignment; onClose: () => void }) {
  const create = useCreateTeam();
  const { id: newId } = useSaveTarget(null);
  const form = useZodForm(ZTeamForm, {
    team_suffix: nextTeamSuffix(assignment.teams.map((team) => team.team_suffix)),
    is_primary: assignment.teams.length === 0,
  });
  function submit() {
    const values = form.submit();
    if (values) create.mutate({ id: newId, clubCategoryId: assignment.id, team: values }, { onSuccess: onClose });
  }
  return (
    <FormModal title={`Nový tým – ${assignment.club.name}`} isPending={create.isPending} onSubmit={submit} onClose={onClose}>
      <Input label="Označení" maxLength={1} {...form.text('team_suffix')} />
      <Switch isSelected={form.values.is_primary} onValueChange={(value) => form.set('is_primary', value)}>
        Hlavní tým klubu v kategorii
      </Switch>
    </FormModal>
  );
}
