'use client';

import { Card, CardBody, CardHeader, Spinner, Switch } from '@heroui/react';
import { InlineLoadError } from '@/components/inline-load-error';
import { useMyMailPreferences, useSetMailPreference } from '../hooks';
import { MAIL_KIND_LABELS, MAIL_KINDS } from '../kinds';

const TITLE = 'E-maily od klubu';

/** The member portal's switches: each kind of the club's mail, on or off for this account. */
export function MailPreferencesCard() {
  const preferences = useMyMailPreferences();
  const save = useSetMailPreference();
  return (
    <Card as="section" aria-labelledby="mail-preferences-title">
      <CardHeader>
        <h2 id="mail-preferences-title" className="text-lg font-semibold">
          {TITLE}
        </h2>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        {preferences.error ? (
          <InlineLoadError message="Chyba při načítání nastavení e-mailů" onRetry={() => void preferences.refetch()} />
        ) : preferences.isPending ? (
          <Spinner size="sm" label={TITLE} className="self-start" />
        ) : (
          MAIL_KINDS.map((kind) => (
            <Switch
              key={kind}
              size="sm"
              isSelected={preferences.data[kind]}
              isDisabled={save.isPending}
              onValueChange={(enabled) => save.mutate({ kind, enabled })}
            >
              Posílat {MAIL_KIND_LABELS[kind]}
            </Switch>
          ))
        )}
      </CardBody>
    </Card>
  );
}
