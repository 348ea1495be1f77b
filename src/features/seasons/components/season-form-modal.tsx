'use client';

import { Button, Input, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import { useState } from 'react';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import type { Season } from '../api';
import { useCreateSeason, useUpdateSeason } from '../hooks';
import { ZSeasonForm, type TSeasonForm } from '../schema';

/** Add or edit a season; what was typed stays when the save fails. */
export function SeasonFormModal({ season, onClose }: { season: Season | null; onClose: () => void }) {
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const [form, setForm] = useState<TSeasonForm>({
    name: season?.name ?? '',
    start_date: season?.start_date ?? '',
    end_date: season?.end_date ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<TSeasonForm>>({});
  const isPending = create.isPending || update.isPending;

  function submit() {
    const parsed = ZSeasonForm.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (season) update.mutate({ id: season.id, season: parsed.data }, { onSuccess: onClose });
    else create.mutate(parsed.data, { onSuccess: onClose });
  }

  const field = (name: keyof TSeasonForm) => ({
    value: form[name],
    onValueChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  return (
    <Modal isOpen onClose={onClose} placement="center">
      <ModalContent>
        <ModalHeader>{season ? 'Upravit sezónu' : 'Nová sezóna'}</ModalHeader>
        <ModalBody>
          <Input label="Název" placeholder="2026/2027" isRequired {...field('name')} />
          <Input label="Začátek" type="date" isRequired {...field('start_date')} />
          <Input label="Konec" type="date" isRequired {...field('end_date')} />
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={isPending}>
            Zrušit
          </Button>
          <Button color="primary" onPress={submit} isLoading={isPending}>
            Uložit
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
