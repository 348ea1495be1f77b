'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { loadSupabaseBrowserClient } from '@/lib/supabase/load-client';
import {
  getUserAccess,
  hasRecoverySession,
  sendPasswordResetLink,
  setNewPassword,
  AuthRefusedError,
  signInWithPassword,
  signOut,
} from './api';
import { signOutHere } from './local-sign-out';
import { logLoginEvent } from './log-login';
import type { ResolvedAccess } from './roles';
import type { TLoginInput } from './schema';

// Sign-in and password saves are not retried: each answer goes to the user (and the login log) once.

/** Signs in, logs the attempt (a blocked account is not logged) and reads the user's access. */
async function signInAndReadAccess(credentials: TLoginInput): Promise<ResolvedAccess> {
  const client = await loadSupabaseBrowserClient();
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
    mutationFn: async (email: string) =>
      sendPasswordResetLink(await loadSupabaseBrowserClient(), email, `${window.location.origin}/set-password`),
    retry: false,
  });
}

export type RecoveryLinkState = 'checking' | 'ready' | 'invalid';

/**
 * Whether the reset or invite link that opened this page gave a session, checked once on arrival.
 * An invite's tokens leave the address bar (and the history) once read.
 */
export function useRecoveryLinkState(): RecoveryLinkState {
  const [state, setState] = useState<RecoveryLinkState>('checking');
  useEffect(() => {
    const fragment = window.location.hash;
    if (fragment) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void loadSupabaseBrowserClient()
      .then((client) => hasRecoverySession(client, fragment))
      .then((hasSession) => setState(hasSession ? 'ready' : 'invalid'));
  }, []);
  return state;
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: async (password: string) => setNewPassword(await loadSupabaseBrowserClient(), password), retry: false });
}

/** Ends the session; stable, so the logout dialog's effect runs once per attempt. */
export function useEndSession(): () => Promise<void> {
  return useCallback(async () => signOutHere(async () => signOut(await loadSupabaseBrowserClient())), []);
}
