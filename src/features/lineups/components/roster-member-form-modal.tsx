'use client';

import { Checkbox, Input, SelectItem } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { PlayerPicker, type PickedPlayer } from '@/features/members/components/shared/player-picker';
import { useZodForm } from '@/lib/use-zod-form';
import type { RosterMember } from '../api';
import { useSaveRosterMember } from '../hooks';
import { lineupFormTexts, POSITION_LABELS, rosterTexts } from '../messages';
import { ZRosterMemberInput } from '../schema';
import { shownMember } from '../shown-member';

interface RosterMemberFormModalProps {
  categoryId: string;
  seasonId: string;
  /** The member edited, or null to add one. */
  member: RosterMember | null;
  /** Members already on the roster: not offered again. */
  takenIds: string[];
  onClose: () => void;
}

/** Add a category member to the roster, or edit their jersey, position and captaincy. */
export function RosterMemberFormModal({ categoryId, seasonId, member, takenIds, onClose }: RosterMemberFormModalProps) {
  const save = useSaveRosterMember();
  const [picked, setPicked] = useState<PickedPlayer | null>(member ? shownMember(member.member, member.shown) : null);
  const form = useZodForm(ZRosterMemberInput, {
    member_id: member?.member_id ?? '',
    position: member?.position === 'goalkeeper' || member?.position === 'field_player' ? member.position : '',
    jersey_number: member?.jersey_number === null || member?.jersey_number === undefined ? '' : String(member.jersey_number),
    is_captain: member?.is_captain ?? false,
    is_vice_captain: member?.is_vice_captain ?? false,
  });

  function submit() {
    const values = form.submit();
    if (values)
      save.mutate({ id: member?.id ?? crypto.randomUUID(), categoryId, seasonId, member: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={member ? rosterTexts.editTitle : rosterTexts.addTitle}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      {member ? (
        <p className="font-medium">{picked ? `${picked.name} ${picked.surname}` : ''}</p>
      ) : (
        <PlayerPicker
          value={picked}
          onChange={(player) => {
            setPicked(player);
            form.set('member_id', player?.id ?? '');
          }}
          chosenIds={takenIds}
          categoryId={categoryId}
          isRequired
          isInvalid={form.errors.member_id !== undefined}
          errorMessage={form.errors.member_id}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          label={lineupFormTexts.jersey}
          {...form.text('jersey_number')}
        />
        <DialogSelect
          label={lineupFormTexts.position}
          selectedKeys={form.values.position ? [form.values.position] : []}
          onChange={(event) => {
            const value = event.target.value;
            form.set('position', value === 'goalkeeper' || value === 'field_player' ? value : '');
          }}
        >
          {Object.entries(POSITION_LABELS).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
      </div>
      <Checkbox isSelected={form.values.is_captain} onValueChange={(value) => form.set('is_captain', value)}>
        {lineupFormTexts.captain}
      </Checkbox>
      <Checkbox
        isSelected={form.values.is_vice_captain}
        onValueChange={(value) => form.set('is_vice_captain', value)}
        isInvalid={form.errors.is_vice_captain !== undefined}
      >
        {rosterTexts.viceCaptain}
      </Checkbox>
      {form.errors.is_vice_captain ? <p className="text-tiny text-danger">{form.errors.is_vice_captain}</p> : null}
    </FormModal>
  );
}
