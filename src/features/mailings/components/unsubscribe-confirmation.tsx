'use client';

import { startTransition, useActionState } from 'react';
import { confirmUnsubscribe } from '../actions';
import { MAIL_KIND_LABELS, type MailKind } from '../kinds';
import { LinkConfirmation } from './link-confirmation';
import { UnsubscribeOutcomeView } from './unsubscribe-outcome';

/** The unsubscribe page while its link is valid: which mails it switches off, then that it did. */
export function UnsubscribeConfirmation({ token, kind }: { token: string; kind: MailKind }) {
  const [result, send, isPending] = useActionState(confirmUnsubscribe, null);
  if (result) return <UnsubscribeOutcomeView kind={result.kind} />;
  return (
    <LinkConfirmation title="Odhlásit e-maily?" confirmLabel="Odhlásit" onConfirm={() => startTransition(() => send({ token }))} isPending={isPending}>
      <p>Už vám nebudeme posílat {MAIL_KIND_LABELS[kind]}. Ostatní e-maily klubu chodit budou.</p>
    </LinkConfirmation>
  );
}
