'use client';

import { Input, SelectItem, Switch } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import { isDuplicateRegistration } from '../../duplicate-registration';
import { useCreateExternalPlayer } from '../../hooks';
import { externalPlayerMessages, memberFieldLabels, POSITIONS, SEXES } from '../../messages';
import { ZExternalPlayerInput, type TExternalPlayerInput } from '../../schema';

interface ExternalPlayerFormModalProps {
  /** The new player's club, when the caller knows it (the opponent of a lineup). */
  clubName?: string;
  onCreated: (player: TExternalPlayerInput & { id: string }) => void;
  onClose: () => void;
}

/** External-player modal: five required fields and jersey 1–99. */
export function ExternalPlayerFormModal({ clubName = '', onCreated, onClose }: ExternalPlayerFormModalProps) {
  const create = useCreateExternalPlayer();
  const [id] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZExternalPlayerInput, {
    name: '',
    surname: '',
    registration_number: '',
    club_name: clubName,
    sex: '',
    position: '',
    jersey_number: '',
    is_captain: false,
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    create.mutate(
      { id, input: values },
      {
        onSuccess: () => onCreated({ id, ...values }),
        onError: (error) => {
          if (isDuplicateRegistration(error)) form.setError('registration_number', externalPlayerMessages.registrationTaken);
        },
      },
    );
  }

  return (
    <FormModal title={externalPlayerMessages.title} isPending={create.isPending} onSubmit={submit} onClose={onClose} size="lg">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input label={memberFieldLabels.name} isRequired autoFocus {...form.text('name')} />
        <Input label={memberFieldLabels.surname} isRequired {...form.text('surname')} />
        <Input label={memberFieldLabels.registration_number} isRequired {...form.text('registration_number')} />
        <Input label={externalPlayerMessages.clubName} isRequired {...form.text('club_name')} />
        <DialogSelect
          label={memberFieldLabels.sex}
          isRequired
          selectedKeys={form.values.sex ? [form.values.sex] : []}
          onChange={(event) => form.set('sex', event.target.value)}
          isInvalid={form.errors.sex !== undefined}
          errorMessage={form.errors.sex}
        >
          {Object.entries(SEXES).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
        <DialogSelect
          label={externalPlayerMessages.position}
          selectedKeys={form.values.position ? [form.values.position] : []}
          onChange={(event) => form.set('position', event.target.value)}
        >
          {Object.entries(POSITIONS).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
        <Input label={externalPlayerMessages.jersey} type="number" min={1} max={99} inputMode="numeric" {...form.text('jersey_number')} />
      </div>
      <Switch isSelected={form.values.is_captain} onValueChange={(value) => form.set('is_captain', value)}>
        {externalPlayerMessages.captain}
      </Switch>
    </FormModal>
  );
}
