import { classifyError } from '@/lib/errors';
import { logoutMessages } from './messages';

/** Progress 0 → 25 (log) → 50 (end session) → 75 (message) → 100, then redirect. */
export const LOGOUT_TIMINGS = { stepDelay: 300, successDelay: 500, redirectDelay: 3000, retryHintDelay: 2000 } as const;

export type LogoutStep = 0 | 25 | 50 | 75 | 100;

export type LogoutState =
  | { status: 'running'; progress: LogoutStep; message?: string }
  | { status: 'done'; progress: 100; message: string }
  | { status: 'failed'; progress: number; message: string };

export interface LogoutEffects {
  logLogout(): Promise<void>;
  signOut(): Promise<void>;
  redirectToLogin(): void;
  sleep(ms: number): Promise<void>;
}

/** The message for a failed sign-out, by what went wrong. */
export function logoutErrorMessage(error: unknown): string {
  if (classifyError(error).kind === 'network') return logoutMessages.network;
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes('auth') || text.includes('session') || text.includes('jwt')) return logoutMessages.auth;
  return logoutMessages.other;
}

/**
 * Runs the sign-out steps and reports each state. Logging the logout may fail without
 * stopping the sign-out (log failures are ignored); ending the session may not.
 */
export async function runLogout(effects: LogoutEffects, onState: (state: LogoutState) => void): Promise<LogoutState> {
  let progress: LogoutStep = 0;
  try {
    onState({ status: 'running', progress });
    progress = 25;
    onState({ status: 'running', progress });
    await effects.logLogout().catch(() => undefined);
    await effects.sleep(LOGOUT_TIMINGS.stepDelay);
    progress = 50;
    onState({ status: 'running', progress });
    await effects.signOut();
    await effects.sleep(LOGOUT_TIMINGS.stepDelay);
    progress = 75;
    onState({ status: 'running', progress, message: logoutMessages.success });
    await effects.sleep(LOGOUT_TIMINGS.successDelay);
    const done: LogoutState = { status: 'done', progress: 100, message: logoutMessages.success };
    onState(done);
    await effects.sleep(LOGOUT_TIMINGS.redirectDelay);
    effects.redirectToLogin();
    return done;
  } catch (error) {
    const failed: LogoutState = { status: 'failed', progress, message: logoutErrorMessage(error) };
    onState(failed);
    return failed;
  }
}
