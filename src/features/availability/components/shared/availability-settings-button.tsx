'use client';

import { Button, Input, Spinner, Switch } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { InlineLoadError } from '@/components/inline-load-error';
import type { ReminderHours } from '@/features/mailings/api';
import { useReminderHours, useSaveReminderHours } from '@/features/mailings/hooks';
import { reminderHoursMessages, ZReminderHoursForm } from '@/features/mailings/schema';
import type { CategoryAvailabilitySettings } from '../../api';
import { useAvailabilitySettings, useSaveAvailabilitySettings } from '../../hooks';
import { parseLockHours } from '../../lock-hours';
import { availabilityMessages as t } from '../../messages';

/**
 * The coach's "Nastavení odpovědí" of one category: the lock before the start, the opt-out rule for
 * trainings and how long before matches and trainings the reminders go out.
 */
export function AvailabilitySettingsButton({ category }: { category: { id: string; name: string } }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="flat" onPress={() => setOpen(true)}>
        {t.settingsOpen}
      </Button>
      {isOpen ? <AvailabilitySettingsModal key={category.id} category={category} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AvailabilitySettingsModal({ category, onClose }: { category: { id: string; name: string }; onClose: () => void }) {
  const settings = useAvailabilitySettings(category.id);
  const reminderHours = useReminderHours(category.id);
  const save = useSaveAvailabilitySettings(category.id);
  const saveReminderHours = useSaveReminderHours(category.id);
  const title = t.settingsTitle(category.name);
  if (!settings.data || !reminderHours.data) {
    const error = settings.error ?? reminderHours.error;
    return (
      <FormModal title={title} isPending={false} isSubmitDisabled onSubmit={() => undefined} onClose={onClose}>
        {error ? (
          <InlineLoadError
            message={settings.error ? t.settingsLoadError : reminderHoursMessages.loadError}
            onRetry={() => void (settings.error ? settings.refetch() : reminderHours.refetch())}
          />
        ) : (
          <Spinner label={t.settingsOpen} />
        )}
      </FormModal>
    );
  }
  const initial = settings.data;
  const initialHours = reminderHours.data;
  // Only what changed is saved (each save is one write with its own message); nothing changed closes the dialog.
  const onSave = (values: CategoryAvailabilitySettings, hours: ReminderHours) => {
    const saveHours = () =>
      hours.matchHours !== initialHours.matchHours || hours.trainingHours !== initialHours.trainingHours
        ? saveReminderHours.mutate(hours, { onSuccess: onClose })
        : onClose();
    if (values.lockHours !== initial.lockHours || values.trainingsAttendingByDefault !== initial.trainingsAttendingByDefault) {
      save.mutate(values, { onSuccess: saveHours });
    } else {
      saveHours();
    }
  };
  return (
    <SettingsForm
      title={title}
      initial={initial}
      initialHours={initialHours}
      isPending={save.isPending || saveReminderHours.isPending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

function SettingsForm({
  title,
  initial,
  initialHours,
  isPending,
  onSave,
  onClose,
}: {
  title: string;
  initial: CategoryAvailabilitySettings;
  initialHours: ReminderHours;
  isPending: boolean;
  onSave: (settings: CategoryAvailabilitySettings, hours: ReminderHours) => void;
  onClose: () => void;
}) {
  const [lockHours, setLockHours] = useState(String(initial.lockHours));
  const [attendingByDefault, setAttendingByDefault] = useState(initial.trainingsAttendingByDefault);
  const [matchHours, setMatchHours] = useState(String(initialHours.matchHours));
  const [trainingHours, setTrainingHours] = useState(String(initialHours.trainingHours));
  const [isSubmitted, setSubmitted] = useState(false);
  const parsed = parseLockHours(lockHours);
  const hours = ZReminderHoursForm.safeParse({ matchHours, trainingHours });
  const hoursError = (field: 'matchHours' | 'trainingHours') =>
    isSubmitted && !hours.success ? hours.error.issues.find((issue) => issue.path[0] === field)?.message : undefined;
  return (
    <FormModal
      title={title}
      isPending={isPending}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (parsed !== null && hours.success) onSave({ lockHours: parsed, trainingsAttendingByDefault: attendingByDefault }, hours.data);
      }}
    >
      <HoursInput
        label={t.lockHoursLabel}
        value={lockHours}
        onChange={setLockHours}
        hint={t.lockHoursHint}
        error={isSubmitted && parsed === null ? t.lockHoursInvalid : undefined}
      />
      <Switch isSelected={attendingByDefault} onValueChange={setAttendingByDefault}>
        {t.attendingByDefaultLabel}
      </Switch>
      <HoursInput
        label={reminderHoursMessages.matchLabel}
        value={matchHours}
        onChange={setMatchHours}
        hint={reminderHoursMessages.hint}
        error={hoursError('matchHours')}
      />
      <HoursInput
        label={reminderHoursMessages.trainingLabel}
        value={trainingHours}
        onChange={setTrainingHours}
        hint={reminderHoursMessages.hint}
        error={hoursError('trainingHours')}
      />
    </FormModal>
  );
}

/** A whole number of hours, typed on a phone's number pad; its error once the form was sent. */
function HoursInput({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | undefined;
}) {
  return (
    <Input
      label={label}
      inputMode="numeric"
      value={value}
      onValueChange={onChange}
      description={hint}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
