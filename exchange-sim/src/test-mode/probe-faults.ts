import type { Outcome } from '../http/request-io';
import { failure } from '../http/request-io';

/** The longest a test may hold a route's `/t1` answer. */
export const MAX_PROBE_DELAY_MS = 60_000;
/** The code of a probe failed on purpose: 10000 + its HTTP status. */
export const PROBE_FAULT_STATUS = 503;

export interface ProbeFault {
  readonly route: number;
  readonly fail: boolean;
  readonly delayMs: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ route, fail?, delayMs? }` for one of `routes`; a string is the refusal. */
export function parseProbeFault(body: unknown, routes: readonly number[]): ProbeFault | string {
  const usage = `body must be {"route": ${routes.join(' | ')}, "fail"?: boolean, "delayMs"?: integer from 0 to ${MAX_PROBE_DELAY_MS}}`;
  if (!isRecord(body)) return usage;
  const { route, fail, delayMs } = body;
  if (typeof route !== 'number' || !routes.includes(route)) return usage;
  if (fail !== undefined && typeof fail !== 'boolean') return usage;
  if (
    delayMs !== undefined &&
    !(
      Number.isSafeInteger(delayMs) &&
      (delayMs as number) >= 0 &&
      (delayMs as number) <= MAX_PROBE_DELAY_MS
    )
  ) {
    return usage;
  }
  return { route, fail: fail ?? false, delayMs: (delayMs as number | undefined) ?? 0 };
}

/**
 * Test mode's faults of the latency probe `GET /t1`, per route, so a page's route picker can be
 * shown a failing or slow route while the other answers (spec 000 §7, §8).
 */
export class ProbeFaults {
  private readonly faults = new Map<number, ProbeFault>();

  set(fault: ProbeFault): void {
    if (!fault.fail && fault.delayMs === 0) this.faults.delete(fault.route);
    else this.faults.set(fault.route, fault);
  }

  list(): ProbeFault[] {
    return [...this.faults.values()].sort((a, b) => a.route - b.route);
  }

  reset(): void {
    this.faults.clear();
  }

  /** What `/t1` of a route answers: a failure, a delay then the answer (null), or null at once. */
  intercept(route: number): Promise<Outcome<never> | null> | null {
    const fault = this.faults.get(route);
    if (!fault) return null;
    const outcome = fault.fail
      ? failure(
          PROBE_FAULT_STATUS,
          10_000 + PROBE_FAULT_STATUS,
          `route ${route} probe failed (test mode)`,
        )
      : null;
    if (fault.delayMs === 0) return Promise.resolve(outcome);
    return new Promise((resolve) => setTimeout(() => resolve(outcome), fault.delayMs));
  }
}
