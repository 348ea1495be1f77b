'use client';

import { Button } from '@heroui/react';
import { useState, type FormEvent } from 'react';
import { showError } from '@/lib/toast';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { AuthRefusedError } from '../api';
import { authRefusalMessage } from '../auth-refusal';
import { mfaMessages } from '../messages';
import { verifiedTotpFactorId, verifyTotpCode } from '../mfa';
import { TotpCodeInput, totpCodeOf } from './shared/totp-code-input';

interface MfaCodeFormProps {
  /** The code was accepted: the session is aal2. */
  onVerified: () => void;
  /** Back to the password: the half-finished sign-in is ended. */
  onBack: () => void;
}

/** The second step of signing in: the 6-digit code from the authenticator app. */
export function MfaCodeForm({ onVerified, onBack }: MfaCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = totpCodeOf(code);
    if (!trimmed) {
      setError(mfaMessages.codeFormat);
      return;
    }
    setPending(true);
    try {
      const client = await loadSupabaseBrowserClient();
      const factorId = await verifiedTotpFactorId(client);
      if (!factorId) {
        onBack();
        return;
      }
      await verifyTotpCode(client, factorId, trimmed);
      onVerified();
    } catch (failure) {
      if (failure instanceof AuthRefusedError) setError(authRefusalMessage(failure.code) ?? failure.message);
      else showError(failure);
      setCode('');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
      <h2 className="text-lg font-semibold">{mfaMessages.codeTitle}</h2>
      <p className="text-sm text-default-600">{mfaMessages.codeIntro}</p>
      <TotpCodeInput value={code} onValueChange={setCode} error={error} onClearError={() => setError(undefined)} autoFocus />
      <Button type="submit" color="primary" isLoading={pending}>
        {mfaMessages.verify}
      </Button>
      <Button type="button" variant="light" onPress={onBack} isDisabled={pending}>
        {mfaMessages.back}
      </Button>
    </form>
  );
}
