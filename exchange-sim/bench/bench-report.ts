/** Output of the sim's benchmarks: one line per figure, beside its budget; never pass/fail. */

export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Prints a figure beside its budget; a missed budget is reported, never thrown. */
export function row(label: string, figure: string, budget: string, ok: boolean): void {
  const verdict = ok ? 'ok' : 'OVER BUDGET';
  console.log(`  ${label.padEnd(58)} ${figure.padStart(17)}   ${budget.padEnd(20)} ${verdict}`);
}

/** The `p`-th percentile (0–100) of `values`, 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] ?? 0;
}
