import { LoginLogGate, isLocalHost } from './login-log-gate';

/** POST /api/log-login, 5 s timeout, failures ignored (logging must never block sign-in). */
const LOG_TIMEOUT_MS = 5000;
const gate = new LoginLogGate();

export interface LoginLogEntry {
  email: string;
  status: 'success' | 'failed';
  action: 'login' | 'logout';
  reason?: string;
}

export async function logLoginEvent(entry: LoginLogEntry): Promise<void> {
  const host = window.location.hostname;
  if (isLocalHost(host)) return;
  if (entry.action === 'login' && entry.status === 'success' && !gate.shouldLog(entry.email, Date.now())) return;
  try {
    await fetch('/api/log-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...entry, userAgent: navigator.userAgent }),
      signal: AbortSignal.timeout(LOG_TIMEOUT_MS),
    });
  } catch {
    // Ignored by design: a lost log line is better than a blocked sign-in.
  }
}
