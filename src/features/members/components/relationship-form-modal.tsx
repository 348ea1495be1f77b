'use client';

import { Input, SelectItem, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useClubs } from '@/features/clubs/hooks';
import { toIsoDay } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import type { MemberRelationship } from '../api/member-relationships';
import { useCreateRelationship, useUpdateRelationship } from '../hooks';
import { RELATIONSHIP_STATUSES, RELATIONSHIP_TYPES, relationshipMessages } from '../messages';
import { ZRelationshipInput } from '../schema';

interface RelationshipFormModalProps {
  memberId: string;
  relationship: MemberRelationship | null;
  onClose: () => void;
}

/** A member's relationship to a club; a new one starts at the defaults: permanent, active, from today. */
export function RelationshipFormModal({ memberId, relationship, onClose }: RelationshipFormModalProps) {
  const create = useCreateRelationship(memberId);
  const update = useUpdateRelationship(memberId);
  const clubs = useClubs();
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZRelationshipInput, {
    club_id: relationship?.club_id ?? clubs.data?.find((club) => club.is_own_club)?.id ?? '',
    relationship_type: relationship?.relationship_type === 'loan' || relationship?.relationship_type === 'guest' ? relationship.relationship_type : 'permanent',
    status: relationship?.status === 'inactive' || relationship?.status === 'ended' ? relationship.status : 'active',
    valid_from: relationship?.valid_from ?? toIsoDay(new Date()),
    valid_to: relationship?.valid_to ?? '',
    notes: relationship?.notes ?? '',
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (relationship) update.mutate({ id: relationship.id, input: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, input: values }, { onSuccess: onClose });
  }

  const select = <Key extends 'relationship_type' | 'status'>(field: Key, label: string, options: Record<string, string>) => (
    <DialogSelect
      label={label}
      disallowEmptySelection
      selectedKeys={[form.values[field]]}
      onChange={(event) => form.set(field, event.target.value)}
    >
      {Object.entries(options).map(([key, text]) => (
        <SelectItem key={key}>{text}</SelectItem>
      ))}
    </DialogSelect>
  );

  return (
    <FormModal
      title={relationship ? relationshipMessages.editTitle : relationshipMessages.newTitle}
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogSelect
        label={relationshipMessages.club}
        isRequired
        selectedKeys={form.values.club_id ? [form.values.club_id] : []}
        onChange={(event) => form.set('club_id', event.target.value)}
        isInvalid={form.errors.club_id !== undefined}
        errorMessage={form.errors.club_id}
        items={clubs.data ?? []}
      >
        {(club) => <SelectItem key={club.id}>{club.name}</SelectItem>}
      </DialogSelect>
      <div className="grid grid-cols-2 gap-3">
        {select('relationship_type', relationshipMessages.type, RELATIONSHIP_TYPES)}
        {select('status', relationshipMessages.status, RELATIONSHIP_STATUSES)}
        <Input label={relationshipMessages.validFrom} type="date" isRequired {...form.text('valid_from')} />
        <Input label={relationshipMessages.validTo} type="date" {...form.text('valid_to')} />
      </div>
      <Textarea label={relationshipMessages.notes} minRows={2} {...form.text('notes')} />
    </FormModal>
  );
}
