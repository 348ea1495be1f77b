'use client';

import { Button, Input } from '@heroui/react';
import { useEffect, useState } from 'react';
import { showError, showSuccess } from '@/lib/toast';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { AuthRefusedError } from '../../api';
import { authRefusalMessage } from '../../auth-refusal';
import { mfaMessages } from '../../messages';
import { startTotpEnrolment, verifiedTotpFactorId, verifyTotpCode, type TotpEnrolment } from '../../mfa';

type State = { kind: 'loading' } | { kind: 'enabled' } | { kind: 'disabled' } | { kind: 'enrolling'; enrolment: TotpEnrolment };

/**
 * The profile's two-factor part: whether sign-in asks for a code, and enrolling the authenticator
 * app (QR code, the secret for manual entry, a first code to confirm). Removing a lost factor is
 * the admin's (in the user administration), so a stolen password cannot switch it off.
 * `onEnabled` runs once the first code is in (the session has its second factor from then on).
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void } = {}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void loadSupabaseBrowserClient()
      .then(verifiedTotpFactorId)
      .then((factorId) => setState({ kind: factorId ? 'enabled' : 'disabled' }))
      .catch((failure: unknown) => {
        setState({ kind: 'disabled' });
        showError(failure);
      });
  }, []);

  async function run(action: () => Promise<void>) {
    setPending(true);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof AuthRefusedError) setError(authRefusalMessage(failure.code) ?? failure.message);
      else showError(failure);
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    run(async () => {
      const enrolment = await startTotpEnrolment(await loadSupabaseBrowserClient());
      setCode('');
      setError(undefined);
      setState({ kind: 'enrolling', enrolment });
    });

  const confirm = (enrolment: TotpEnrolment) =>
    run(async () => {
      const trimmed = code.replace(/\s/g, '');
      if (!/^\d{6}$/.test(trimmed)) {
        setError(mfaMessages.codeFormat);
        return;
      }
      await verifyTotpCode(await loadSupabaseBrowserClient(), enrolment.factorId, trimmed);
      setState({ kind: 'enabled' });
      showSuccess(mfaMessages.enrolled);
      onEnabled?.();
    });

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3 border-t border-default-200 pt-4">
      <h3 id="two-factor-heading" className="text-base font-semibold">
        {mfaMessages.section}
      </h3>
      {state.kind === 'loading' ? <p className="text-sm text-default-500">…</p> : null}
      {state.kind === 'enabled' ? <p className="text-sm text-success-700 dark:text-success-400">{mfaMessages.enabled}</p> : null}
      {state.kind === 'disabled' ? (
        <>
          <p className="text-sm text-default-600">{mfaMessages.disabled}</p>
          <Button color="primary" variant="flat" onPress={() => void start()} isLoading={pending} className="self-start">
            {mfaMessages.setUp}
          </Button>
        </>
      ) : null}
      {state.kind === 'enrolling' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-default-600">{mfaMessages.scan}</p>
          {/* The QR code is an SVG data URI from Auth: next/image would not optimise it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={state.enrolment.qrCode} alt={mfaMessages.qrAlt} width={180} height={180} className="self-center rounded-medium bg-white p-2" />
          <p className="text-sm">
            {mfaMessages.secret}:{' '}
            <code className="select-all break-all rounded-small bg-default-100 px-1 font-mono">{state.enrolment.secret}</code>
          </p>
          <Input
            label={mfaMessages.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
          <div className="flex gap-2">
            <Button color="primary" onPress={() => void confirm(state.enrolment)} isLoading={pending}>
              {mfaMessages.confirm}
            </Button>
            <Button variant="light" onPress={() => setState({ kind: 'disabled' })} isDisabled={pending}>
              {mfaMessages.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
