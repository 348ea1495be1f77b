'use client';

import { Input, Switch, Textarea } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import { isDuplicateCommitteeCode, type Committee } from '../api';
import { useCreateCommittee, useUpdateCommittee } from '../hooks';
import { committeeMessages as messages } from '../messages';
import { ZCommitteeInput } from '../schema';

/** Add or edit a committee; a code already taken shows on its field. */
export function CommitteeFormModal({ committee, onClose }: { committee: Committee | null; onClose: () => void }) {
  const create = useCreateCommittee();
  const update = useUpdateCommittee();
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZCommitteeInput, {
    code: committee?.code ?? '',
    name: committee?.name ?? '',
    description: committee?.description ?? '',
    is_active: committee?.is_active ?? true,
    sort_order: String(committee?.sort_order ?? 0),
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) => {
        if (isDuplicateCommitteeCode(error)) form.setError('code', messages.codeTaken);
      },
    };
    if (committee) update.mutate({ id: committee.id, input: values }, options);
    else create.mutate({ id: newId, input: values }, options);
  }

  return (
    <FormModal title={committee ? messages.editTitle : messages.newTitle} isPending={create.isPending || update.isPending} onSubmit={submit} onClose={onClose}>
      <Input label={messages.name} isRequired autoFocus {...form.text('name')} />
      <Input label={messages.code} description={messages.codeHint} isRequired {...form.text('code')} />
      <Textarea label={messages.description} minRows={2} {...form.text('description')} />
      <Input label={messages.sortOrder} type="number" min={0} {...form.text('sort_order')} />
      <Switch isSelected={form.values.is_active} onValueChange={(value) => form.set('is_active', value)}>
        {messages.active}
      </Switch>
    </FormModal>
  );
}
