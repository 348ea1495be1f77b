'use client';

import { Checkbox, CheckboxGroup, Input } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';
import { useGenerateTrainingSessions, type TrainingScope } from '../hooks';
import { trainingMessages, WEEKDAYS } from '../messages';
import { previewSeriesDates, ZTrainingSeriesInput } from '../schema';

const PREVIEW_LIMIT = 6;

/** A weekly series (weekdays, time, place, title, date range), previewed, then created in one call. */
export function SeriesFormModal({ scope, onClose }: { scope: TrainingScope; onClose: () => void }) {
  const generate = useGenerateTrainingSessions(scope);
  const form = useZodForm(ZTrainingSeriesInput, {
    title: '',
    date_from: '',
    date_to: '',
    weekdays: [] as string[],
    session_time: '',
    location: '',
  });
  const preview = previewSeriesDates(form.values);

  function submit() {
    const values = form.submit();
    // The series id is made once, here: the RPC derives each session's id from it, so a retry adds nothing.
    if (values) generate.mutate({ seriesId: crypto.randomUUID(), series: values }, { onSuccess: onClose });
  }

  return (
    <FormModal title={trainingMessages.seriesTitle} isPending={generate.isPending} onSubmit={submit} onClose={onClose} submitLabel={trainingMessages.seriesSubmit}>
      <Input label={trainingMessages.title} isRequired {...form.text('title')} />
      <div className="grid grid-cols-2 gap-3">
        <Input label={trainingMessages.dateFrom} type="date" isRequired {...form.text('date_from')} />
        <Input label={trainingMessages.dateTo} type="date" isRequired {...form.text('date_to')} />
      </div>
      <CheckboxGroup
        label={trainingMessages.weekdays}
        orientation="horizontal"
        isRequired
        value={form.values.weekdays}
        onValueChange={(value) => form.set('weekdays', value)}
        isInvalid={form.errors.weekdays !== undefined}
        errorMessage={form.errors.weekdays}
      >
        {WEEKDAYS.map(([day, label]) => (
          <Checkbox key={day} value={String(day)}>
            {label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className="grid grid-cols-2 gap-3">
        <Input label={trainingMessages.time} type="time" {...form.text('session_time')} />
        <Input label={trainingMessages.location} {...form.text('location')} />
      </div>
      {preview.length > 0 ? (
        <p className="text-sm text-default-600" aria-live="polite">
          {trainingMessages.seriesPreview(preview.length)}: {preview.slice(0, PREVIEW_LIMIT).map((date) => formatDate(date)).join(', ')}
          {preview.length > PREVIEW_LIMIT ? ', …' : ''}
        </p>
      ) : null}
    </FormModal>
  );
}
