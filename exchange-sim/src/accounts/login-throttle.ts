/** Failed logins allowed per email in a window before further attempts are refused. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 60_000, maxTracked: 10_000 } as const;

interface Window {
  readonly start: number;
  failures: number;
}

/**
 * A per-email failure counter. After `maxFailures` failures within `windowMs` of the first,
 * every attempt for that email is refused until the window ends, whether or not the account
 * exists, so the throttle reveals nothing either. In memory only: a restart forgets it.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /** Milliseconds until attempts for `email` are accepted again; 0 when they are now. */
  retryAfterMs(email: string): number {
    const window = this.windows.get(email);
    if (!window) return 0;
    const left = window.start + LOGIN_THROTTLE.windowMs - this.now();
    if (left <= 0) {
      this.windows.delete(email);
      return 0;
    }
    return window.failures >= LOGIN_THROTTLE.maxFailures ? left : 0;
  }

  recordFailure(email: string): void {
    const now = this.now();
    const window = this.windows.get(email);
    if (window && now - window.start < LOGIN_THROTTLE.windowMs) {
      window.failures += 1;
      return;
    }
    this.windows.delete(email);
    if (this.windows.size >= LOGIN_THROTTLE.maxTracked) {
      // Forget the oldest window rather than grow without bound under a spray of emails.
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(email, { start: now, failures: 1 });
  }

  recordSuccess(email: string): void {
    this.windows.delete(email);
  }

  clear(): void {
    this.windows.clear();
  }
}
