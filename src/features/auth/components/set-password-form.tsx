'use client';

import { Button, Input, Link } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { showError, showSuccess } from '@/lib/toast';
import { passwordMessages } from '../messages';
import { ZSetPasswordInput } from '../schema';

type LinkState = 'checking' | 'ready' | 'invalid';

/**
 * The reset link lands here with a PKCE `code`. The browser client exchanges it by itself while
 * it initialises (detectSessionInUrl, with the verifier cookie this browser holds); exchanging
 * it here as well would spend the single-use code twice and fail. getSession() waits for that
 * initialisation, so a session means the link worked. Then updateUser saves the new password.
 */
export function SetPasswordForm() {
  const router = useRouter();
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    void getSupabaseBrowserClient()
      .auth.getSession()
      .then(({ data, error }) => setLinkState(!error && data.session ? 'ready' : 'invalid'));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
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
    setIsSubmitting(true);
    try {
      const { error } = await getSupabaseBrowserClient().auth.updateUser({ password: parsed.data.password });
      if (error) throw error;
      showSuccess(passwordMessages.passwordSaved);
      router.replace('/login');
    } catch (caught) {
      showError(caught);
    } finally {
      setIsSubmitting(false);
    }
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
      <Button type="submit" color="primary" isLoading={isSubmitting}>
        {passwordMessages.setSubmit}
      </Button>
    </form>
  );
}
