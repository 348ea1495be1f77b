'use client';

import { Button, Input, Link } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { showError, showSuccess } from '@/lib/toast';
import { useRecoveryLinkState, useSetNewPassword } from '../hooks';
import { passwordMessages } from '../messages';
import { ZSetPasswordInput } from '../schema';

/**
 * The reset link lands here with a PKCE `code` (the browser client exchanges it itself), an invite
 * link with the session in its fragment (see
 * hasRecoverySession); a session means the link worked. Then the new password is saved.
 */
export function SetPasswordForm() {
  const router = useRouter();
  const linkState = useRecoveryLinkState();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const savePassword = useSetNewPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSetPasswordInput.safeParse({ password, confirmation });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'password' || field === 'confirmation') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    savePassword.mutate(parsed.data.password, {
      onSuccess: () => {
        showSuccess(passwordMessages.passwordSaved);
        router.replace('/login');
      },
      onError: (caught) => showError(caught),
    });
  }

  if (linkState === 'checking') return <p role="status">Ověřuji odkaz…</p>;
  if (linkState === 'invalid') {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-danger">
          {passwordMessages.linkInvalid}
        </p>
        <Link href="/reset-password">{passwordMessages.resetTitle}</Link>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-4" method="post" onSubmit={onSubmit} noValidate>
      <Input label={passwordMessages.newPassword} type="password" autoComplete="new-password" value={password} onValueChange={setPassword} isInvalid={Boolean(errors.password)} errorMessage={errors.password} isRequired />
      <Input label={passwordMessages.confirmPassword} type="password" autoComplete="new-password" value={confirmation} onValueChange={setConfirmation} isInvalid={Boolean(errors.confirmation)} errorMessage={errors.confirmation} isRequired />
      <Button type="submit" color="primary" isLoading={savePassword.isPending}>
        {passwordMessages.setSubmit}
      </Button>
    </form>
  );
}
