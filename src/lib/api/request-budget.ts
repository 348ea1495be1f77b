/** Keys are forgotten once this many are held and their windows have ended. */
const PRUNE_AT = 10_000;

/**
 * At most `limit` requests per key in each window of `windowMs`, counted in this server process:
 * enough to stop one caller flooding an open route, without a store to run.
 */
export class RequestBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Spends one request of the key's budget; false when it is already spent. */
  spend(key: string, now = Date.now()): boolean {
    if (this.windows.size >= PRUNE_AT) {
      for (const [held, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(held);
    }
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }
}

/** The caller's address as the proxy in front of the app reports it (the first X-Forwarded-For hop). */
export function callerAddress(request: Request): string | null {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
}
