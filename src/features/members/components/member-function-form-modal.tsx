'use client';

import { Input, Switch } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import type { MemberFunction } from '../api/member-functions';
import { useCreateMemberFunction, useUpdateMemberFunction } from '../hooks';
import { memberFunctionMessages as messages } from '../messages';
import { ZMemberFunctionInput } from '../schema';

/** Add or edit a member function; its code is fixed once created (members store it). */
export function MemberFunctionFormModal({ memberFunction, onClose }: { memberFunction: MemberFunction | null; onClose: () => void }) {
  const create = useCreateMemberFunction();
  const update = useUpdateMemberFunction();
  const form = useZodForm(ZMemberFunctionInput, {
    code: memberFunction?.code ?? '',
    label: memberFunction?.label ?? '',
    sort_order: String(memberFunction?.sort_order ?? 0),
    is_active: memberFunction?.is_active ?? true,
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (memberFunction) update.mutate({ code: memberFunction.code, input: values }, { onSuccess: onClose });
    else create.mutate(values, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={memberFunction ? messages.editTitle : messages.newTitle}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input label={messages.label} isRequired autoFocus {...form.text('label')} />
      <Input label={messages.code} description={messages.codeHint} isRequired isDisabled={memberFunction !== null} {...form.text('code')} />
      <Input label={messages.sortOrder} type="number" min={0} {...form.text('sort_order')} />
      <Switch isSelected={form.values.is_active} onValueChange={(value) => form.set('is_active', value)}>
        {messages.active}
      </Switch>
    </FormModal>
  );
}
