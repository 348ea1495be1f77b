'use client';

import { Button } from '@heroui/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { showError, showSuccess } from '@/lib/toast';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { AuthRefusedError } from '../../api';
import { authRefusalMessage } from '../../auth-refusal';
import { mfaMessages } from '../../messages';
import { removeOwnTotpFactor, startTotpEnrolment, verifiedTotpFactorId, verifyTotpCode, type TotpEnrolment } from '../../mfa';
import { TotpCodeInput, totpCodeOf } from './totp-code-input';

type State = { kind: 'loading' } | { kind: 'enabled'; factorId: string } | { kind: 'disabled' } | { kind: 'enrolling'; enrolment: TotpEnrolment };

/**
 * The profile's two-factor part: whether sign-in asks for a code, and enrolling the authenticator
 * app (QR code, the secret for manual entry, a first code to confirm), and switching it off again
 * after a confirmation. Auth lets only a session signed in with the code switch it off, so a stolen
 * password cannot; a lost phone's factor is removed by an admin in the user administration.
 * `onEnabled` runs once the first code is in (the session has its second factor from then on),
 * `onDisabled` once the factor is gone (the session is a password-only one again).
 */
export function TwoFactorSection({ onEnabled, onDisabled }: { onEnabled?: () => void; onDisabled?: () => void } = {}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);

  useEffect(() => {
    void loadSupabaseBrowserClient()
      .then(verifiedTotpFactorId)
      .then((factorId) => setState(factorId ? { kind: 'enabled', factorId } : { kind: 'disabled' }))
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
      const trimmed = totpCodeOf(code);
      if (!trimmed) {
        setError(mfaMessages.codeFormat);
        return;
      }
      await verifyTotpCode(await loadSupabaseBrowserClient(), enrolment.factorId, trimmed);
      setState({ kind: 'enabled', factorId: enrolment.factorId });
      showSuccess(mfaMessages.enrolled);
      onEnabled?.();
    });

  const turnOff = (factorId: string) =>
    run(async () => {
      setConfirmingOff(false);
      await removeOwnTotpFactor(await loadSupabaseBrowserClient(), factorId);
      setState({ kind: 'disabled' });
      showSuccess(mfaMessages.turnedOff);
      onDisabled?.();
    });

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3 border-t border-default-200 pt-4">
      <h3 id="two-factor-heading" className="text-base font-semibold">
        {mfaMessages.section}
      </h3>
      {state.kind === 'loading' ? <p className="text-sm text-default-500">…</p> : null}
      {state.kind === 'enabled' ? (
        <>
          <p className="text-sm text-success-700 dark:text-success-400">{mfaMessages.enabled}</p>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button color="danger" variant="flat" onPress={() => setConfirmingOff(true)} isLoading={pending} className="self-start">
            {mfaMessages.turnOff}
          </Button>
          <ConfirmDialog
            isOpen={confirmingOff}
            title={mfaMessages.turnOff}
            message={mfaMessages.turnOffConfirm}
            confirmLabel={mfaMessages.turnOffLabel}
            tone="danger"
            onConfirm={() => void turnOff(state.factorId)}
            onClose={() => setConfirmingOff(false)}
          />
        </>
      ) : null}
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
          <TotpCodeInput value={code} onValueChange={setCode} error={error} onClearError={() => setError(undefined)} />
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
