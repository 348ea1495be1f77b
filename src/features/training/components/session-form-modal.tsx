'use client';

import { Input, Textarea } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import type { TrainingSession } from '../api';
import { useSaveTrainingSession, type TrainingScope } from '../hooks';
import { trainingMessages } from '../messages';
import { ZTrainingSessionInput } from '../schema';

/** Add one session to the chosen category and season, or edit one. */
export function SessionFormModal({ scope, session, onClose }: { scope: TrainingScope; session: TrainingSession | null; onClose: () => void }) {
  const save = useSaveTrainingSession(scope);
  const form = useZodForm(ZTrainingSessionInput, {
    title: session?.title ?? '',
    session_date: session?.session_date ?? '',
    session_time: session?.session_time?.slice(0, 5) ?? '',
    location: session?.location ?? '',
    description: session?.description ?? '',
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    // A new session's id is made once, here: the mutation's retry inserts nothing twice.
    save.mutate({ id: session?.id ?? crypto.randomUUID(), isNew: session === null, session: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={session ? trainingMessages.editSession : trainingMessages.newSession}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Input label={trainingMessages.title} isRequired {...form.text('title')} />
      <div className="grid grid-cols-2 gap-3">
        <Input label={trainingMessages.date} type="date" isRequired {...form.text('session_date')} />
        <Input label={trainingMessages.time} type="time" {...form.text('session_time')} />
      </div>
      <Input label={trainingMessages.location} {...form.text('location')} />
      <Textarea label={trainingMessages.description} {...form.text('description')} />
    </FormModal>
  );
}
