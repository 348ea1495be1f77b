'use client';

import { Checkbox, CheckboxGroup, Input, SelectItem } from '@heroui/react';
import { useEffect, useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useActiveCategories } from '@/features/categories/hooks';
import { useZodForm } from '@/lib/use-zod-form';
import type { MemberRow } from '../api/members';
import { isDuplicateRegistration } from '../duplicate-registration';
import { useCreateMember, useMemberFunctions, useNextRegistrationNumber, useUpdateMember } from '../hooks';
import { memberFieldLabels, memberMessages, SEXES } from '../messages';
import { ZMemberInput } from '../schema';

/** New member or edit (name, surname and registration number required); a taken registration number shows on its field. */
export function MemberFormModal({ member, onClose }: { member: MemberRow | null; onClose: () => void }) {
  const create = useCreateMember();
  const update = useUpdateMember();
  const categories = useActiveCategories();
  const functions = useMemberFunctions();
  // One id per dialog: a retried or repeated submit of the same new member cannot insert twice.
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZMemberInput, {
    name: member?.name ?? '',
    surname: member?.surname ?? '',
    registration_number: member?.registration_number ?? '',
    date_of_birth: member?.date_of_birth ?? '',
    sex: member?.sex ?? '',
    category_id: member?.category_id ?? '',
    functions: member?.functions ?? ['player'],
  });

  // A new member's number is proposed (the club's highest + 1) until the admin types their own.
  const nextNumber = useNextRegistrationNumber(member === null);
  const [isNumberEdited, setNumberEdited] = useState(member !== null);
  const proposed = nextNumber.data;
  const setField = form.set;
  useEffect(() => {
    if (!isNumberEdited && proposed) setField('registration_number', proposed);
  }, [proposed, isNumberEdited, setField]);
  const numberField = form.text('registration_number');

  function submit() {
    const values = form.submit();
    if (!values) return;
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) => {
        if (isDuplicateRegistration(error)) form.setError('registration_number', memberMessages.registrationTaken);
      },
    };
    if (member) update.mutate({ id: member.id, member: values }, options);
    else create.mutate({ id: newId, member: values }, options);
  }

  // Inactive functions stay offered to a member who already holds them.
  const offered = (functions.data ?? []).filter((item) => item.is_active || form.values.functions.includes(item.code));
  return (
    <FormModal
      title={member ? memberMessages.editTitle : memberMessages.newTitle}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input label={memberFieldLabels.name} isRequired autoFocus {...form.text('name')} />
        <Input label={memberFieldLabels.surname} isRequired {...form.text('surname')} />
        <Input
          label={memberFieldLabels.registration_number}
          isRequired
          {...numberField}
          onValueChange={(value) => {
            setNumberEdited(true);
            numberField.onValueChange(value);
          }}
        />
        <Input label={memberFieldLabels.date_of_birth} type="date" {...form.text('date_of_birth')} />
        <DialogSelect
          label={memberFieldLabels.sex}
          selectedKeys={form.values.sex ? [form.values.sex] : []}
          onChange={(event) => form.set('sex', event.target.value)}
        >
          {Object.entries(SEXES).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
        <DialogSelect
          label={memberFieldLabels.category}
          selectedKeys={form.values.category_id ? [form.values.category_id] : []}
          onChange={(event) => form.set('category_id', event.target.value)}
          items={categories.data ?? []}
        >
          {(category) => <SelectItem key={category.id}>{category.name}</SelectItem>}
        </DialogSelect>
      </div>
      <CheckboxGroup
        label={memberFieldLabels.functions}
        orientation="horizontal"
        value={form.values.functions}
        onValueChange={(value) => form.set('functions', value)}
      >
        {offered.map((item) => (
          <Checkbox key={item.code} value={item.code}>
            {item.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormModal>
  );
}
