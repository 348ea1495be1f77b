'use client';

import { Input, SelectItem, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import type { Club } from '@/features/clubs/api';
import { PlayerPicker, type PickedPlayer } from '@/features/members/components/shared/player-picker';
import { toIsoDay } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateLoan } from '../hooks';
import { canSubmitLoan } from '../logic';
import { LOAN_TYPES, loanMessages } from '../messages';
import { ZLoanInput } from '../schema';

/** New-loan dialog (docs/club-rules.md#loans): type defaults to temporary, submit disabled until complete. */
export function LoanFormModal({ clubs, onClose }: { clubs: Club[]; onClose: () => void }) {
  const create = useCreateLoan();
  const [id] = useState(() => crypto.randomUUID());
  const [player, setPlayer] = useState<PickedPlayer | null>(null);
  const form = useZodForm(ZLoanInput, {
    player_id: '',
    from_club_id: clubs.find((club) => club.is_own_club)?.id ?? '',
    to_club_id: '',
    loan_start_date: toIsoDay(new Date()),
    loan_end_date: '',
    loan_type: 'temporary',
    notes: '',
  });

  function submit() {
    const values = form.submit();
    if (values) create.mutate({ id, loan: values }, { onSuccess: onClose });
  }

  const clubSelect = (field: 'from_club_id' | 'to_club_id', label: string, isRequired: boolean) => (
    <DialogSelect
      label={label}
      isRequired={isRequired}
      selectedKeys={form.values[field] ? [form.values[field]] : []}
      onChange={(event) => form.set(field, event.target.value)}
      isInvalid={form.errors[field] !== undefined}
      errorMessage={form.errors[field]}
      items={clubs}
    >
      {(club) => <SelectItem key={club.id}>{club.name}</SelectItem>}
    </DialogSelect>
  );

  return (
    <FormModal
      title={loanMessages.newTitle}
      submitLabel={loanMessages.create}
      isPending={create.isPending}
      isSubmitDisabled={!canSubmitLoan(form.values)}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <PlayerPicker
        value={player}
        onChange={(picked) => {
          setPlayer(picked);
          form.set('player_id', picked?.id ?? '');
        }}
        label={loanMessages.player}
        isRequired
        isInvalid={form.errors.player_id !== undefined}
        errorMessage={form.errors.player_id}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {clubSelect('from_club_id', loanMessages.fromClub, false)}
        {clubSelect('to_club_id', loanMessages.toClub, true)}
        <Input label={loanMessages.start} type="date" isRequired {...form.text('loan_start_date')} />
        <Input label={loanMessages.endDate} type="date" {...form.text('loan_end_date')} />
        <DialogSelect
          label={loanMessages.type}
          isRequired
          selectedKeys={form.values.loan_type ? [form.values.loan_type] : []}
          onChange={(event) => form.set('loan_type', event.target.value)}
          isInvalid={form.errors.loan_type !== undefined}
          errorMessage={form.errors.loan_type}
        >
          {Object.entries(LOAN_TYPES).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
      </div>
      <Textarea label={loanMessages.notes} minRows={2} {...form.text('notes')} />
    </FormModal>
  );
}
