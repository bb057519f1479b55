import type { Browser } from '@playwright/test';

/** What `run.ts` hands every `*.bench.ts` module's default export. */
export interface BenchContext {
  /** The composed site (host), e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string;
  /** The same page built as one bundle (`monolith/`), served when the federation bench runs. */
  readonly monolithUrl: string;
  /** The sim in test mode, e.g. `http://127.0.0.1:8090` (`/__sim/*` controls). */
  readonly simUrl: string;
  /** One headless Chromium shared by the benches; open a fresh context per bench. */
  readonly browser: Browser;
  /** Prints one result line: the figure beside its budget. A missed budget never fails the run. */
  report(line: BenchLine): void;
}

export interface BenchLine {
  readonly bench: string;
  readonly metric: string;
  readonly value: number | string;
  readonly unit: string;
  /** e.g. `<= 16.7 ms`; omitted for figures reported without a budget. */
  readonly budget?: string;
  /** Whether the figure meets its budget; omitted when there is none. */
  readonly ok?: boolean;
}

export type Bench = (context: BenchContext) => Promise<void>;

/** Sends a `/__sim/*` test-mode call and returns its JSON answer. */
export async function simCall(simUrl: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${simUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return response.json();
}

/** The q-quantile (0–1) of a list of numbers by nearest rank; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}
