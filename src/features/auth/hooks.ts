'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import {
  getUserAccess,
  hasRecoverySession,
  sendPasswordResetLink,
  setNewPassword,
  AuthRefusedError,
  signInWithPassword,
  signOut,
} from './api';
import { logLoginEvent } from './log-login';
import type { ResolvedAccess } from './roles';
import type { TLoginInput } from './schema';

// Sign-in and password saves are not retried: each answer goes to the user (and the login log) once.

/** Signs in, logs the attempt (spec §7; a blocked account is not logged) and reads the user's access. */
async function signInAndReadAccess(credentials: TLoginInput): Promise<ResolvedAccess> {
  const client = getSupabaseBrowserClient();
  const user = await signInWithPassword(client, credentials).catch((error: unknown) => {
    if (error instanceof AuthRefusedError && error.code !== 'user_banned') {
      void logLoginEvent({ email: credentials.email, status: 'failed', action: 'login', reason: error.code ?? error.message });
    }
    throw error;
  });
  void logLoginEvent({ email: credentials.email, status: 'success', action: 'login' });
  return getUserAccess(client, user.id);
}

export function useSignIn() {
  return useMutation({ mutationFn: signInAndReadAccess, retry: false });
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      sendPasswordResetLink(getSupabaseBrowserClient(), email, `${window.location.origin}/set-password`),
    retry: false,
  });
}

export type RecoveryLinkState = 'checking' | 'ready' | 'invalid';

/** Whether the reset link that opened this page gave a session, checked once on arrival. */
export function useRecoveryLinkState(): RecoveryLinkState {
  const [state, setState] = useState<RecoveryLinkState>('checking');
  useEffect(() => {
    void hasRecoverySession(getSupabaseBrowserClient()).then((hasSession) => setState(hasSession ? 'ready' : 'invalid'));
  }, []);
  return state;
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: (password: string) => setNewPassword(getSupabaseBrowserClient(), password), retry: false });
}

/** Ends the session; stable, so the logout dialog's effect runs once per attempt. */
export function useEndSession(): () => Promise<void> {
  return useCallback(() => signOut(getSupabaseBrowserClient()), []);
}
