import type {
  GridSettings,
  GridCloseReason,
  GridStrategyOrder,
  GridStrategyState,
  StrategyType,
  UserInfo,
} from '@spot/contracts';
import { GRID_LIST_STATUS, STRATEGY_TYPES, normalizeGridListStatus } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { CATALOGUE } from '../market/symbol-catalogue';

/** Every seeded strategy is a spot one: the only category the sim has. */
export const STRATEGY_CATEGORY = 'spot';
/** `strategyType` of a grid bot; the tools' strategy orders use `STRATEGY_TYPES`. */
export const GRID_STRATEGY_TYPE = 'grid';
export const KNOWN_STRATEGY_TYPES: readonly string[] = [GRID_STRATEGY_TYPE, ...STRATEGY_TYPES];
export const KNOWN_CATEGORIES: readonly string[] = [STRATEGY_CATEGORY];

/** A row of the strategy list: the contract's grid / strategy order and the sim's extras. */
export interface StrategyRow extends GridStrategyOrder {
  /** ms since the epoch; the list is newest first. */
  readonly createdTime: number;
  /** Tools' strategy orders (spec 001 §3): total and executed size, in base token. */
  readonly size?: string;
  readonly executedSize?: string;
}

const HOUR_MS = 60 * 60 * 1000;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SUIUSDT', 'MNTUSDT', 'ETHBTC', 'BTCUSDC'] as const;
/** Close reasons of a finished grid (spec 000 §4), UNKNOWN left out. */
const CLOSE_REASONS: readonly GridCloseReason[] = [
  'TAKE_PROFIT',
  'MANUAL',
  'STOP_LOSS',
  'FAILED_INITIATION',
  'SYMBOL_DELISTED',
  'USER_BAN',
];
const TOOL_SIZES: Readonly<Record<StrategyType, readonly [string, string]>> = {
  iceberg: ['0.5', '0.5'],
  twap: ['12', '12'],
  chase: ['0.02', '0.015'],
  webhook: ['3', '1.2'],
};

/** A stable small number per user id, to vary the seed between accounts. */
function userIndex(userId: string): number {
  let h = 0;
  for (const ch of userId) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

function pick<T>(list: readonly T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

/**
 * A running bot's grid (spec 000 §3): 8 % either side of the symbol's opening price, 10 to 29
 * lines, arithmetic or geometric by turns; the bounds at the symbol's price precision.
 */
function gridAround(symbol: string, k: number): GridSettings | undefined {
  const entry = CATALOGUE.find((e) => `${e.base}${e.quote}` === symbol);
  if (!entry) return undefined;
  const price = new Dec(entry.price);
  const at = (factor: string) => price.mul(factor).toFixed(entry.pricePrecision, Dec.ROUND_DOWN);
  return {
    support: true,
    min_price: at('0.92'),
    max_price: at('1.08'),
    grid_number: 10 + (k % 20),
    type: k % 2 === 0 ? 'grade' : 'geometric',
  };
}

/** Grid bots are not for demo accounts nor for sub-accounts that lead copy trading (001 §5). */
export function mayRunGridBots(user: UserInfo): boolean {
  return !user.isDemoAccount && !(user.sub_attribute !== '' && user.is_copy_trading_leader);
}

/** Sub-accounts are kept out of the tools (spec 001 §2), so they have no tool strategies. */
export function mayUseTools(user: UserInfo): boolean {
  return user.sub_attribute === '';
}

/**
 * The user's seeded strategies, the same for the same user: two running grid bots (status 2
 * and status 5, which counts as running), three completed ones (status 3, each with a close
 * reason), and one finished strategy order per tool type (status 3: the tools' lists show
 * status 3, spec 001 §2). `anchor` is the time the newest was created.
 */
export function seedStrategies(user: UserInfo, anchor: number): StrategyRow[] {
  const n = userIndex(user.id);
  const rows: StrategyRow[] = [];
  let k = 0;
  const base = (strategyType: string, status: number) => {
    k += 1;
    return {
      strategyId: `${strategyType}-${user.id}-${k}`,
      strategyType,
      symbol: pick(SYMBOLS, n + k),
      category: STRATEGY_CATEGORY,
      status,
      createdTime: anchor - k * HOUR_MS,
    };
  };
  if (mayRunGridBots(user)) {
    const running: [number, GridStrategyState][] = [
      [GRID_LIST_STATUS.running, 'RUNNING'],
      [GRID_LIST_STATUS.runningAlias, 'INITIALIZING'],
    ];
    running.forEach(([status, state], i) => {
      const row = base(GRID_STRATEGY_TYPE, status);
      const grid = gridAround(row.symbol, n + i);
      rows.push({ ...row, state, ...(grid ? { grid } : {}) });
    });
    for (let i = 0; i < 3; i += 1) {
      rows.push({
        ...base(GRID_STRATEGY_TYPE, GRID_LIST_STATUS.history),
        state: 'COMPLETED',
        closeReason: pick(CLOSE_REASONS, n + i),
      });
    }
  }
  if (mayUseTools(user)) {
    for (const type of STRATEGY_TYPES) {
      const [size, executedSize] = TOOL_SIZES[type];
      rows.push({ ...base(type, GRID_LIST_STATUS.history), size, executedSize });
    }
  }
  return rows;
}

/** What the strategy list query filters on (spec 000 §7); empty lists mean "any". */
export interface StrategyFilter {
  readonly status: number;
  readonly categories: readonly string[];
  readonly strategyTypes: readonly string[];
  readonly symbol?: string;
  readonly pageSize: number;
}

/** A row the list query can filter: seeded or started from the tools. */
export type FilterableRow = Pick<
  StrategyRow,
  'status' | 'category' | 'strategyType' | 'symbol' | 'createdTime'
>;

/** True when a row answers the query: status 5 is filed under 2 (spec 000 §4). */
export function matchesFilter(row: FilterableRow, filter: StrategyFilter): boolean {
  return (
    normalizeGridListStatus(row.status) === normalizeGridListStatus(filter.status) &&
    (filter.categories.length === 0 || filter.categories.includes(row.category)) &&
    (filter.strategyTypes.length === 0 || filter.strategyTypes.includes(row.strategyType)) &&
    (filter.symbol === undefined || row.symbol === filter.symbol)
  );
}

/** The rows of a list query, newest first. */
export function filterStrategies<R extends FilterableRow>(
  rows: readonly R[],
  filter: StrategyFilter,
): R[] {
  return rows
    .filter((row) => matchesFilter(row, filter))
    .sort((a, b) => b.createdTime - a.createdTime)
    .slice(0, filter.pageSize);
}

/** Seeded strategies per user, made on first use. */
export class StrategyBook {
  private readonly rows = new Map<string, StrategyRow[]>();

  constructor(private readonly anchor: number = Date.now()) {}

  of(user: UserInfo): StrategyRow[] {
    let rows = this.rows.get(user.id);
    if (!rows) {
      rows = seedStrategies(user, this.anchor);
      this.rows.set(user.id, rows);
    }
    return rows;
  }
}
