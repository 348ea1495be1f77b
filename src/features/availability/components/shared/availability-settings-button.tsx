'use client';

import { Button, Input, Spinner, Switch } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import { InlineLoadError } from '@/components/inline-load-error';
import type { CategoryAvailabilitySettings } from '../../api';
import { useAvailabilitySettings, useSaveAvailabilitySettings } from '../../hooks';
import { parseLockHours } from '../../lock-hours';
import { availabilityMessages as t } from '../../messages';

/** The coach's "Nastavení odpovědí" of one category: the lock before the start and the opt-out rule for trainings. */
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
  const save = useSaveAvailabilitySettings(category.id);
  const title = t.settingsTitle(category.name);
  if (!settings.data) {
    return (
      <FormModal title={title} isPending={false} isSubmitDisabled onSubmit={() => undefined} onClose={onClose}>
        {settings.error ? (
          <InlineLoadError message={t.settingsLoadError} onRetry={() => void settings.refetch()} />
        ) : (
          <Spinner label={t.settingsOpen} />
        )}
      </FormModal>
    );
  }
  return <SettingsForm title={title} initial={settings.data} isPending={save.isPending} onSave={(values) => save.mutate(values, { onSuccess: onClose })} onClose={onClose} />;
}

function SettingsForm({
  title,
  initial,
  isPending,
  onSave,
  onClose,
}: {
  title: string;
  initial: CategoryAvailabilitySettings;
  isPending: boolean;
  onSave: (settings: CategoryAvailabilitySettings) => void;
  onClose: () => void;
}) {
  const [lockHours, setLockHours] = useState(String(initial.lockHours));
  const [attendingByDefault, setAttendingByDefault] = useState(initial.trainingsAttendingByDefault);
  const [isSubmitted, setSubmitted] = useState(false);
  const parsed = parseLockHours(lockHours);
  return (
    <FormModal
      title={title}
      isPending={isPending}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (parsed !== null) onSave({ lockHours: parsed, trainingsAttendingByDefault: attendingByDefault });
      }}
    >
      <Input
        label={t.lockHoursLabel}
        inputMode="numeric"
        value={lockHours}
        onValueChange={setLockHours}
        description={t.lockHoursHint}
        isInvalid={isSubmitted && parsed === null}
        errorMessage={t.lockHoursInvalid}
      />
      <Switch isSelected={attendingByDefault} onValueChange={setAttendingByDefault}>
        {t.attendingByDefaultLabel}
      </Switch>
    </FormModal>
  );
}
