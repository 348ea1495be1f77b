'use client';

import { Button, Input } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { showError, showSuccess, showWarning } from '@/lib/toast';
import { useIsClient } from '@/lib/use-browser-storage';
import { bettingLogin } from '../actions';
import { bettingLoginMessages } from '../messages';
import { LOGIN_REDIRECT_DELAY_MS, bettingPaths } from '../paths';
import { ZBettingLoginInput } from '../schema';

type LoginState = 'idle' | 'submitting';

/**
 * E-mail and password (both required: warning), a failed sign-in warns, an
 * unexpected error is a danger toast, success toasts and leads to /betting after 500 ms.
 */
export function BettingLoginForm() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<LoginState>('idle');
  // Before hydration a click would post the form natively; the button waits for the script.
  const isHydrated = useIsClient();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ZBettingLoginInput.safeParse({ email, password }).success) {
      showWarning(bettingLoginMessages.missingFields);
      return;
    }
    setState('submitting');
    try {
      const { success } = await bettingLogin(email, password);
      if (!success) {
        showWarning(bettingLoginMessages.failed);
        setState('idle');
        return;
      }
      showSuccess(bettingLoginMessages.success);
      setTimeout(() => router.replace(bettingPaths.home), LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      showError(error, bettingLoginMessages.unexpected);
      setState('idle');
    }
  }

  return (
    <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
      <Input label={bettingLoginMessages.email} type="email" name="email" autoComplete="email" value={email} onValueChange={setEmail} isRequired />
      <Input
        label={bettingLoginMessages.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        isRequired
      />
      <Button type="submit" color="primary" isLoading={state === 'submitting'} isDisabled={!isHydrated}>
        {bettingLoginMessages.submit}
      </Button>
      <Button type="button" variant="bordered" onPress={() => window.alert(bettingLoginMessages.registerAlert)}>
        {bettingLoginMessages.register}
      </Button>
    </form>
  );
}
