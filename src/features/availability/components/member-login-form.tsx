'use client';

import { Button, Input, Link } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { AuthRefusedError } from '@/features/auth/api';
import { authRefusalMessage } from '@/features/auth/auth-refusal';
import { useSignIn } from '@/features/auth/hooks';
import { showError } from '@/lib/toast';
import { availabilityMessages as t } from '../messages';

/** The member portal's own sign-in: any account, then the portal decides what it shows. */
export function MemberLoginForm() {
  const router = useRouter();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          router.replace('/clen');
          router.refresh();
        },
        onError: (refusal) => {
          if (!(refusal instanceof AuthRefusedError)) {
            showError(refusal);
            return;
          }
          if (refusal.code === 'user_banned') {
            router.replace('/blocked');
            return;
          }
          setError(authRefusalMessage(refusal.code) ?? t.signInFailed);
        },
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-default-500">{t.loginHint}</p>
      <Input type="email" label="E-mail" autoComplete="email" value={email} onValueChange={setEmail} isRequired />
      <Input
        type="password"
        label={t.password}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        isRequired
      />
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" isLoading={signIn.isPending}>
        {t.signIn}
      </Button>
      <Link href="/reset-password" size="sm">
        {t.forgotPassword}
      </Link>
    </form>
  );
}
