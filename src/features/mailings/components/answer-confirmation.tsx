'use client';

import { startTransition, useActionState, useEffect, useRef } from 'react';
import { confirmAnswer } from '../actions';
import { ANSWER_LABELS, type Answer } from '../kinds';
import { AnswerOutcomeView } from './answer-outcome';
import { LinkConfirmation } from './link-confirmation';

/**
 * The answer page while its link is open. The answer is sent as soon as the page runs in the
 * person's browser, so a click in the mail is all it takes; a mail scanner, which fetches the link
 * but runs no script, gets this page and changes nothing. The button sends it by hand meanwhile.
 */
export function AnswerConfirmation({ token, answer, eventLine }: { token: string; answer: Answer; eventLine: string | null }) {
  const [result, send, isPending] = useActionState(confirmAnswer, null);
  const isSent = useRef(false);
  const sendOnce = () => {
    if (isSent.current) return;
    isSent.current = true;
    startTransition(() => send({ token, answer }));
  };
  useEffect(sendOnce);

  if (result) return <AnswerOutcomeView result={result} answer={answer} />;
  return (
    <LinkConfirmation title="Potvrďte odpověď" confirmLabel={`Odeslat: ${ANSWER_LABELS[answer]}`} onConfirm={sendOnce} isPending={isPending}>
      {eventLine ? <p className="font-medium text-foreground">{eventLine}</p> : null}
      <p className="text-lg font-semibold text-foreground">{ANSWER_LABELS[answer]}</p>
      <p>Odpověď se zaznamená, až ji odešlete. Změnit ji můžete i později v členské sekci.</p>
    </LinkConfirmation>
  );
}
