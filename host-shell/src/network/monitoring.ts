import { NETWORK_TIMING, isCountedCost, type MonitoringReport } from '@spot/contracts';
import type { Clock } from '../realtime/realtime-client';

/** Reports one upload carries (the sink's limit) and reports kept while offline or hidden. */
export const MAX_REPORTS_PER_UPLOAD = 200;
export const MAX_QUEUED_REPORTS = 1_000;

export type ReportType = MonitoringReport['type'];

/** One second of requests (spec 001 §7 quality data). */
export interface QualityRecord {
  /** The second the requests started in, ms since the epoch. */
  readonly second: number;
  send: number;
  receive: number;
  timeout: number;
  error: number;
  /** Total cost in ms of the answered requests whose cost counts. */
  cost: number;
  /** Requests that ran past the bad-experience timer. */
  bad: number;
}

/** How a request ended, for the quality record and the exception report. */
export type RequestOutcome =
  | { readonly kind: 'answered'; readonly status: number }
  | { readonly kind: 'abort' }
  | { readonly kind: 'neterror'; readonly message: string };

/** A status outside 200–399 is an error (spec 001 §8). */
export function isErrorStatus(status: number): boolean {
  return status < 200 || status > 399;
}

export interface MonitorDeps {
  readonly clock: Clock;
  /** Posts a batch; resolves true when the sink took it. */
  readonly send: (reports: readonly MonitoringReport[]) => Promise<boolean>;
  readonly canSend: () => boolean;
}

export interface Monitor {
  report(type: ReportType, data: Readonly<Record<string, unknown>>): void;
  /** Starts one request's record; call the returned function when it ends. */
  begin(path: string): (outcome: RequestOutcome, costMs: number) => void;
  /** Quality records of seconds not yet uploaded, oldest first. */
  quality(): readonly QualityRecord[];
  queued(): readonly MonitoringReport[];
  /** Page visibility changed: the next upload is 10 s away again. */
  visibilityChanged(): void;
  /** Uploads now; returns how many reports the sink took. */
  flush(): Promise<number>;
  start(): void;
  stop(): void;
}

/**
 * The monitoring half of the network layer (spec 001 §4, §7, §8, §9): per-second quality
 * records, exception reports, a queue uploaded 10 s after start and every 30 s after (back to
 * 10 s when the page's visibility changes), only while the page is online and visible.
 */
export function createMonitor(deps: MonitorDeps): Monitor {
  const { clock } = deps;
  const records = new Map<number, QualityRecord>();
  let queue: MonitoringReport[] = [];
  let timer: unknown = null;
  let running = false;

  function record(at: number): QualityRecord {
    const second = Math.floor(at / 1_000) * 1_000;
    let entry = records.get(second);
    if (!entry) {
      entry = { second, send: 0, receive: 0, timeout: 0, error: 0, cost: 0, bad: 0 };
      records.set(second, entry);
    }
    return entry;
  }

  function report(type: ReportType, data: Readonly<Record<string, unknown>>): void {
    queue.push({ type, ts: clock.now(), data });
    if (queue.length > MAX_QUEUED_REPORTS) queue = queue.slice(queue.length - MAX_QUEUED_REPORTS);
  }

  /** Moves the quality records of finished seconds into the queue as `httpQuality` reports. */
  function closeSeconds(): void {
    const current = Math.floor(clock.now() / 1_000) * 1_000;
    for (const [second, entry] of [...records]) {
      if (second >= current) continue;
      records.delete(second);
      report('httpQuality', { ...entry });
    }
  }

  async function flush(): Promise<number> {
    closeSeconds();
    if (queue.length === 0 || !deps.canSend()) return 0;
    const batch = queue.slice(0, MAX_REPORTS_PER_UPLOAD);
    let ok = false;
    try {
      ok = await deps.send(batch);
    } catch {
      ok = false;
    }
    if (!ok) return 0;
    // Reports queued meanwhile stay; only the batch sent leaves.
    queue = queue.filter((r) => !batch.includes(r));
    return batch.length;
  }

  function schedule(ms: number): void {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      void flush().finally(() => {
        if (running) schedule(NETWORK_TIMING.qualityUploadMs);
      });
    }, ms);
  }

  return {
    report,
    begin(path) {
      const startedAt = clock.now();
      const entry = record(startedAt);
      entry.send += 1;
      let done = false;
      const badTimer = clock.setTimeout(() => {
        if (!done) entry.bad += 1;
      }, NETWORK_TIMING.badExperienceMs);
      return (outcome, costMs) => {
        done = true;
        clock.clearTimeout(badTimer);
        if (outcome.kind === 'abort') {
          // Abort or timeout is logged as abort (spec 001 §8).
          entry.timeout += 1;
          report('httpException', { path, kind: 'abort', cost: costMs });
          return;
        }
        if (outcome.kind === 'neterror') {
          entry.error += 1;
          report('httpException', { path, kind: 'neterror', message: outcome.message });
          return;
        }
        if (isErrorStatus(outcome.status)) {
          entry.error += 1;
          report('httpException', { path, kind: 'error', status: outcome.status });
          return;
        }
        entry.receive += 1;
        if (isCountedCost(costMs)) entry.cost += costMs;
      };
    },
    quality: () => [...records.values()].sort((a, b) => a.second - b.second),
    queued: () => queue,
    visibilityChanged() {
      if (running) schedule(NETWORK_TIMING.qualityFirstUploadMs);
    },
    flush,
    start() {
      if (running) return;
      running = true;
      schedule(NETWORK_TIMING.qualityFirstUploadMs);
    },
    stop() {
      running = false;
      clock.clearTimeout(timer);
    },
  };
}
