'use client';

import { Input, SelectItem, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import type { Grant } from '../api';
import { useCreateGrant, useUpdateGrant } from '../hooks';
import { grantMessages, MONTH_NAMES } from '../messages';
import { ZGrantForm } from '../schema';

const fields = grantMessages.fields;
const MONTH_ITEMS = MONTH_NAMES.map((name, index) => ({ key: String(index + 1), name }));

interface GrantFormModalProps {
  grant: Grant | null;
  /** The month a new grant starts in (the month card it was added from). */
  defaultMonth: number | null;
  onClose: () => void;
}

/** Grant calendar modal (add or edit); name required, month 1–12, errors per field. */
export function GrantFormModal({ grant, defaultMonth, onClose }: GrantFormModalProps) {
  const create = useCreateGrant();
  const update = useUpdateGrant();
  // One id per dialog: a double click or a retried submit of the same new grant cannot insert twice.
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZGrantForm, {
    name: grant?.name ?? '',
    month: String(grant?.month ?? defaultMonth ?? ''),
    description: grant?.description ?? '',
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (grant) update.mutate({ id: grant.id, grant: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, grant: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={grant ? grantMessages.editTitle : grantMessages.newTitle}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input label={fields.name} isRequired autoFocus {...form.text('name')} />
      <DialogSelect
        label={fields.month}
        isRequired
        items={MONTH_ITEMS}
        selectedKeys={form.values.month ? [form.values.month] : []}
        onChange={(event) => form.set('month', event.target.value)}
        isInvalid={form.errors.month !== undefined}
        errorMessage={form.errors.month}
      >
        {(month) => <SelectItem key={month.key}>{month.name}</SelectItem>}
      </DialogSelect>
      <Textarea label={fields.description} {...form.text('description')} />
    </FormModal>
  );
}
