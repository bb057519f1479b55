/**
 * Chart studies on plotted numbers (see `plot-bars.ts`). Each returns one value per input
 * value, `null` where the study has too little data yet, so results line up with the bars.
 */

export type StudyValue = number | null;

/** Indicators of the toolbar; MACD and RSI are oscillators drawn in their own pane. */
export const INDICATORS = ['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'RSI'] as const;
export type IndicatorId = (typeof INDICATORS)[number];

/** Indicators drawn in a pane of their own under the price pane. */
export const PANE_INDICATORS: ReadonlySet<IndicatorId> = new Set(['VOL', 'MACD', 'RSI']);

export const STUDY_PARAMS = {
  ma: 20,
  ema: 20,
  boll: { period: 20, deviations: 2 },
  macd: { fast: 12, slow: 26, signal: 9 },
  rsi: 14,
} as const;

export function isIndicatorId(value: unknown): value is IndicatorId {
  return typeof value === 'string' && (INDICATORS as readonly string[]).includes(value);
}

/** Simple moving average over `period` values. */
export function sma(values: readonly number[], period: number): StudyValue[] {
  const out: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  if (!Number.isInteger(period) || period < 1) return out;
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    sum += values[i] as number;
    if (i >= period) sum -= values[i - period] as number;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average, smoothing 2 / (period + 1), seeded with the simple average of
 * the first `period` values.
 */
export function ema(values: readonly number[], period: number): StudyValue[] {
  const out: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  if (!Number.isInteger(period) || period < 1 || values.length < period) return out;
  const k = 2 / (period + 1);
  let seed = 0;
  for (let i = 0; i < period; i += 1) seed += values[i] as number;
  let prev = seed / period;
  out[period - 1] = prev;
  for (let i = period; i < values.length; i += 1) {
    prev = (values[i] as number) * k + prev * (1 - k);
    out[i] = prev;
  }
  return out;
}

/** Bollinger bands: the SMA and `deviations` population standard deviations either side. */
export function bollinger(
  values: readonly number[],
  period: number,
  deviations: number,
): { middle: StudyValue[]; upper: StudyValue[]; lower: StudyValue[] } {
  const middle = sma(values, period);
  const upper: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  const lower: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  for (let i = period - 1; i < values.length; i += 1) {
    const mean = middle[i];
    if (mean === null || mean === undefined) continue;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j += 1) squares += ((values[j] as number) - mean) ** 2;
    const sd = Math.sqrt(squares / period);
    upper[i] = mean + deviations * sd;
    lower[i] = mean - deviations * sd;
  }
  return { middle, upper, lower };
}

/** MACD: fast EMA − slow EMA, its signal EMA, and the histogram (MACD − signal). */
export function macd(
  values: readonly number[],
  fast: number,
  slow: number,
  signal: number,
): { macd: StudyValue[]; signal: StudyValue[]; histogram: StudyValue[] } {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line: StudyValue[] = values.map((_, i) => {
    const f = fastLine[i];
    const s = slowLine[i];
    return f === null || f === undefined || s === null || s === undefined ? null : f - s;
  });
  const firstDefined = line.findIndex((v) => v !== null);
  const signalLine: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  if (firstDefined >= 0) {
    const tail = ema(line.slice(firstDefined) as number[], signal);
    tail.forEach((v, i) => {
      signalLine[firstDefined + i] = v;
    });
  }
  const histogram = line.map((v, i) => {
    const s = signalLine[i];
    return v === null || s === null || s === undefined ? null : v - s;
  });
  return { macd: line, signal: signalLine, histogram };
}

/**
 * Relative strength index with Wilder's smoothing: the first average gain and loss are simple
 * means over `period` changes, then `avg = (avg × (period − 1) + current) / period`. A run with
 * no losses is 100; no gains and no losses is 50.
 */
export function rsi(values: readonly number[], period: number): StudyValue[] {
  const out: StudyValue[] = new Array<StudyValue>(values.length).fill(null);
  if (!Number.isInteger(period) || period < 1 || values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i += 1) {
    const change = (values[i] as number) - (values[i - 1] as number);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  const value = (): number => {
    if (loss === 0) return gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + gain / loss);
  };
  out[period] = value();
  for (let i = period + 1; i < values.length; i += 1) {
    const change = (values[i] as number) - (values[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = value();
  }
  return out;
}
