'use client';

import { Input, SelectItem } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import type { Club } from '@/features/clubs/api';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import { useAssignClub } from '../hooks';
import { ZClubAssignment } from '../schema';
import { DialogSelect } from '@/components/dialog-portal';

interface AssignClubModalProps {
  categoryId: string;
  seasonId: string;
  clubs: Club[];
  onClose: () => void;
}

export function AssignClubModal({ categoryId, seasonId, clubs, onClose }: AssignClubModalProps) {
  const assign = useAssignClub();
  const { id: newId } = useSaveTarget(null);
  const form = useZodForm(ZClubAssignment, { club_id: '', max_teams: '1' });
  function submit() {
    const values = form.submit();
    if (values) assign.mutate({ id: newId, categoryId, seasonId, assignment: values }, { onSuccess: onClose });
  }
  return (
    <FormModal title="Přiřadit klub" isPending={assign.isPending} onSubmit={submit} onClose={onClose}>
      <DialogSelect
        label="Klub"
        isRequired
        selectedKeys={form.values.club_id ? [form.values.club_id] : []}
        onChange={(event) => form.set('club_id', event.target.value)}
        isInvalid={form.errors.club_id !== undefined}
        errorMessage={form.errors.club_id}
      >
        {clubs
          .filter((club) => club.is_active)
          .map((club) => (
            <SelectItem key={club.id}>{club.name}</SelectItem>
          ))}
      </DialogSelect>
      <Input label="Největší počet týmů" type="number" min={1} max={26} {...form.text('max_teams')} />
    </FormModal>
  );
}
