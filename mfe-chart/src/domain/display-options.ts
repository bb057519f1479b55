/**
 * The chart display settings of spec 000 §3 behind the toolbar's display-options dropdown
 * (§2), under the spec's names: the quick limit order on hover (`limitTrade`) for everyone;
 * for logged-in traders their trades (`dealHistory`), open-order lines (`entrust`) and the
 * average buy and sell lines, each with its day range (§9), and the grid bots' lines (`grid`).
 * The spec's `trade` and `position` settings have nothing to show on this page and are not
 * stored.
 */
export interface DisplayOptions {
  readonly limitTrade: boolean;
  readonly dealHistory: boolean;
  readonly entrust: boolean;
  readonly avgBuyLine: boolean;
  readonly avgSellLine: boolean;
  readonly avgBuyLineDays: AvgDays;
  readonly avgSellLineDays: AvgDays;
  /** The running grid bots' lines. */
  readonly grid: boolean;
}

/** Average-line day choices (spec 000 §9), default 7. */
export const AVG_DAY_CHOICES = [7, 30, 60, 90, 180, 365, 730, 1095] as const;
export type AvgDays = (typeof AVG_DAY_CHOICES)[number];
export const DEFAULT_AVG_DAYS: AvgDays = 7;
/** The classic average call looks back 90 days at most (spec 000 §9). */
export const CLASSIC_AVG_DAY_CAP = 90;

export const DEFAULT_DISPLAY_OPTIONS: DisplayOptions = {
  limitTrade: true,
  dealHistory: true,
  entrust: true,
  avgBuyLine: false,
  avgSellLine: false,
  avgBuyLineDays: DEFAULT_AVG_DAYS,
  avgSellLineDays: DEFAULT_AVG_DAYS,
  grid: true,
};

export const DISPLAY_FLAGS = [
  'limitTrade',
  'dealHistory',
  'entrust',
  'avgBuyLine',
  'avgSellLine',
  'grid',
] as const;
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

/** Flags only a logged-in trader has (spec 000 §1, §6). */
export const LOGGED_IN_FLAGS: ReadonlySet<DisplayFlag> = new Set([
  'dealHistory',
  'entrust',
  'avgBuyLine',
  'avgSellLine',
  'grid',
]);

export function isAvgDays(value: unknown): value is AvgDays {
  return (AVG_DAY_CHOICES as readonly unknown[]).includes(value);
}

/** A stored value read back: each field checked, a bad one replaced by its default. */
export function readDisplayOptions(value: unknown): DisplayOptions {
  const v =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const flag = (name: DisplayFlag): boolean =>
    typeof v[name] === 'boolean' ? (v[name] as boolean) : DEFAULT_DISPLAY_OPTIONS[name];
  return {
    limitTrade: flag('limitTrade'),
    dealHistory: flag('dealHistory'),
    entrust: flag('entrust'),
    avgBuyLine: flag('avgBuyLine'),
    avgSellLine: flag('avgSellLine'),
    avgBuyLineDays: isAvgDays(v.avgBuyLineDays) ? v.avgBuyLineDays : DEFAULT_AVG_DAYS,
    avgSellLineDays: isAvgDays(v.avgSellLineDays) ? v.avgSellLineDays : DEFAULT_AVG_DAYS,
    grid: flag('grid'),
  };
}

/** A day range as the sub-menu labels it: 365 or more in years (spec 000 §9). */
export function dayRangeLabel(days: AvgDays): {
  readonly unit: 'days' | 'years';
  readonly count: number;
} {
  return days >= 365
    ? { unit: 'years', count: Math.round(days / 365) }
    : { unit: 'days', count: days };
}

/** The day span sent: a classic account's call is capped at 90 days (spec 000 §9). */
export function avgDaySpan(days: AvgDays, uta: boolean): number {
  return uta ? days : Math.min(days, CLASSIC_AVG_DAY_CAP);
}
