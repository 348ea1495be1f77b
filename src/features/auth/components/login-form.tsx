'use client';

import { Button, Input, Link, Tab, Tabs } from '@heroui/react';
import { useIsClient } from '@/lib/use-browser-storage';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import { showError } from '@/lib/toast';
import { AuthRefusedError } from '../api';
import { authRefusalMessage } from '../auth-refusal';
import { useSignIn } from '../hooks';
import { needsSecondFactor } from '../mfa';
import { MfaCodeForm } from './mfa-code-form';
import { loginMessages } from '../messages';
import { opensCoachPortal } from '../roles';
import type { TLoginTab } from '../schema';

type FieldErrors = Partial<Record<'email' | 'password' | 'form', string>>;

const DESTINATION: Record<TLoginTab, string> = { admin: '/admin', coach: '/coaches/dashboard' };

/** One sign-in form with the admin and coach tabs; the tab decides where it leads. */
export function LoginForm({ initialTab }: { initialTab: TLoginTab }) {
  const router = useRouter();
  const [tab, setTab] = useState<TLoginTab>(initialTab);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<'password' | 'code'>('password');
  const signIn = useSignIn();
  // Before hydration a click would submit the form natively; method="post" keeps the password
  // out of the URL even then, and the button waits for the script that signs in.
  const isHydrated = useIsClient();

  // A session still owing its code (a portal sent the user back here) goes straight to the code.
  useEffect(() => {
    void loadSupabaseBrowserClient()
      .then(needsSecondFactor)
      .then((owed) => {
        if (owed) setStep('code');
      })
      .catch(() => undefined);
  }, []);

  function enterPortal() {
    router.replace(DESTINATION[tab]);
    router.refresh();
  }

  /** Back to the password: the password-only session is ended here, so nothing half-signed-in stays. */
  async function backToPassword() {
    setStep('password');
    setPassword('');
    await (await loadSupabaseBrowserClient()).auth.signOut({ scope: 'local' }).catch(() => undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod with it) is fetched on the first submit, not with the page.
    const { ZLoginInput } = await import('../schema');
    const parsed = ZLoginInput.safeParse({ email, password });
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: (access) => {
        const allowed = tab === 'admin' ? access.hasAdminAccess : opensCoachPortal(access);
        if (!allowed) {
          setErrors({ form: tab === 'admin' ? loginMessages.noAdminAccess : loginMessages.noCoachAccess });
          return;
        }
        void loadSupabaseBrowserClient()
          .then(needsSecondFactor)
          .then((owed) => (owed ? setStep('code') : enterPortal()))
          .catch(showError);
      },
      onError: (error) => {
        if (!(error instanceof AuthRefusedError)) {
          showError(error);
          return;
        }
        if (error.code === 'user_banned') {
          router.replace('/blocked');
          return;
        }
        setErrors({ form: authRefusalMessage(error.code) ?? error.message });
      },
    });
  }

  if (step === 'code') {
    return (
      <div className="flex w-full flex-col gap-4">
        <MfaCodeForm onVerified={enterPortal} onBack={() => void backToPassword()} />
      </div>
    );
  }

  return (
    <div className="flex w-full flex-col gap-4">
      <Tabs
        aria-label={loginMessages.title}
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'coach' ? 'coach' : 'admin')}
        fullWidth
        color="primary"
      >
        <Tab key="admin" title={loginMessages.adminTab} />
        <Tab key="coach" title={loginMessages.coachTab} />
      </Tabs>
      <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
        <Input
          label={loginMessages.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
          isRequired
        />
        <Input
          label={loginMessages.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
          isRequired
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" color="primary" isLoading={signIn.isPending} isDisabled={!isHydrated}>
          {loginMessages.submit}
        </Button>
        <Link href="/reset-password" size="sm" className="self-center">
          {loginMessages.forgotPassword}
        </Link>
      </form>
    </div>
  );
}
