/** One login log per sign-in, repeats suppressed for 10 s, never from local hosts. */
export const LOGIN_LOG_SUPPRESSION_MS = 10_000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** Remembers the last logged sign-in so the auth listener's repeats within 10 s are dropped. */
export class LoginLogGate {
  private last: { email: string; at: number } | null = null;

  /** True when this sign-in should be logged now; records it as logged. */
  shouldLog(email: string, now: number): boolean {
    const key = email.toLowerCase();
    if (this.last && this.last.email === key && now - this.last.at < LOGIN_LOG_SUPPRESSION_MS) return false;
    this.last = { email: key, at: now };
    return true;
  }
}
