'use client';

import { Textarea } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import type { TrainingSession } from '../api';
import { useCancelTrainingSession } from '../hooks';
import { trainingMessages } from '../messages';
import { ZCancelTrainingInput } from '../schema';

/** Cancel with an optional reason; the dialog says every member's attendance becomes absent. */
export function CancelSessionModal({ session, onClose }: { session: TrainingSession; onClose: () => void }) {
  const cancel = useCancelTrainingSession();
  const form = useZodForm(ZCancelTrainingInput, { reason: '' });

  function submit() {
    const values = form.submit();
    if (values) cancel.mutate({ id: session.id, reason: values.reason }, { onSuccess: onClose });
  }

  return (
    <FormModal title={trainingMessages.cancel} isPending={cancel.isPending} onSubmit={submit} onClose={onClose} submitLabel={trainingMessages.cancel}>
      <p>{trainingMessages.cancelConfirm(session.title, formatDate(session.session_date))}</p>
      <Textarea label={trainingMessages.reasonLabel} {...form.text('reason')} />
    </FormModal>
  );
}
