'use client';

import { Button, Input } from '@heroui/react';
import { useState, type FormEvent } from 'react';
import { showError } from '@/lib/toast';
import { AuthRefusedError } from '../api';
import { authRefusalMessage } from '../auth-refusal';
import { useSendPasswordReset } from '../hooks';
import { passwordMessages } from '../messages';
import { ZResetPasswordInput } from '../schema';

/** Sends the reset link; the answer is the same whether the account exists (no enumeration). */
export function ResetPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isSent, setIsSent] = useState(false);
  const sendLink = useSendPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZResetPasswordInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    sendLink.mutate(parsed.data.email, {
      onSuccess: () => setIsSent(true),
      onError: (caught) => {
        // Throttled (429): the field says why and when to try again; anything else is a toast.
        const refusal = caught instanceof AuthRefusedError ? authRefusalMessage(caught.code) : undefined;
        if (refusal) setError(refusal);
        else showError(caught);
      },
    });
  }

  if (isSent) return <p role="status">{passwordMessages.resetSent}</p>;
  return (
    <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
      <Input label="E-mail" type="email" autoComplete="email" value={email} onValueChange={setEmail} isInvalid={Boolean(error)} errorMessage={error} isRequired />
      <Button type="submit" color="primary" isLoading={sendLink.isPending}>
        {passwordMessages.resetSubmit}
      </Button>
    </form>
  );
}
