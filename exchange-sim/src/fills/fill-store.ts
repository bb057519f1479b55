import type { OrderSide } from '@spot/contracts';
import { MARKET_MAKER_USER_ID } from '../engine/engine';
import type { EngineEvent, FillEvent, FillParty } from '../engine/types';
import type { JournalRecord } from '../journal/journal';
import type { JournalModule } from '../journal/journal-modules';
import type { Trading } from '../trading/trading';

/** One user's side of a fill, as the trade-info endpoints read it. Decimals as strings. */
export interface UserFill {
  /** The engine's `execId`: the trade id of every shape. */
  readonly tradeId: string;
  readonly symbolId: string;
  readonly orderId: string;
  readonly side: OrderSide;
  readonly isMaker: boolean;
  readonly price: string;
  readonly qty: string;
  /** price × qty, in quote. */
  readonly amount: string;
  readonly fee: string;
  readonly feeToken: string;
  /** ms since the epoch. */
  readonly time: number;
}

/** The journal line type of an engine fill (`toJournalRecords` writes it). */
const FILL_RECORD = 'engine.fill';

function isParty(value: unknown): value is FillParty {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.userId === 'string' &&
    typeof p.orderId === 'string' &&
    (p.side === 'BUY' || p.side === 'SELL') &&
    typeof p.fee === 'string' &&
    typeof p.feeToken === 'string'
  );
}

function isFillEvent(value: unknown): value is FillEvent {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    e.type === 'fill' &&
    typeof e.symbolId === 'string' &&
    typeof e.execId === 'string' &&
    typeof e.price === 'string' &&
    typeof e.qty === 'string' &&
    typeof e.amount === 'string' &&
    typeof e.time === 'number' &&
    isParty(e.taker) &&
    isParty(e.maker)
  );
}

/**
 * Every user's fills, oldest first per user and symbol. The engine keeps no fills, so the
 * store is fed twice over: at start-up from the journal's `engine.fill` lines (the engine
 * journals every fill a user took part in, see `isJournaled`), then live from the durable
 * events of `Trading`, which arrive once the same lines are on disk. Nothing is journaled
 * twice and a restart rebuilds exactly what was acknowledged.
 */
export class FillStore {
  private readonly byUser = new Map<string, Map<string, UserFill[]>>();

  /** Files both sides of a fill under their users; the market maker's side is left out. */
  add(event: FillEvent): void {
    for (const party of [event.taker, event.maker]) {
      if (party.userId === MARKET_MAKER_USER_ID) continue;
      this.listOf(party.userId, event.symbolId).push({
        tradeId: event.execId,
        symbolId: event.symbolId,
        orderId: party.orderId,
        side: party.side,
        isMaker: party.isMaker,
        price: event.price,
        qty: event.qty,
        amount: event.amount,
        fee: party.fee,
        feeToken: party.feeToken,
        time: event.time,
      });
    }
  }

  /**
   * A user's fills with `from ≤ time ≤ to`, of one symbol or of every symbol, newest first
   * (of one millisecond, the one filed later comes first).
   */
  fills(userId: string, symbolId: string | undefined, from: number, to: number): UserFill[] {
    const symbols = this.byUser.get(userId);
    if (!symbols) return [];
    const lists = symbolId === undefined ? [...symbols.values()] : [symbols.get(symbolId) ?? []];
    const out: UserFill[] = [];
    for (const list of lists) {
      for (let i = list.length - 1; i >= 0; i -= 1) {
        const fill = list[i];
        if (fill && fill.time >= from && fill.time <= to) out.push(fill);
      }
    }
    // Lists are in journal order, which is time order but for clock steps; the sort is stable,
    // so fills of one millisecond stay newest first.
    return out.sort((a, b) => b.time - a.time);
  }

  /** Keeps the store up to date with the fills that reach the disk; returns the removal. */
  follow(trading: Pick<Trading, 'onDurableEvents'>): () => void {
    return trading.onDurableEvents((events: readonly EngineEvent[]) => {
      for (const event of events) if (event.type === 'fill') this.add(event);
    });
  }

  /** Replay tap: files the fill of an `engine.fill` line, ignores every other line. */
  applyRecord(record: JournalRecord): void {
    if (record.t === FILL_RECORD && isFillEvent(record.event)) this.add(record.event);
  }

  private listOf(userId: string, symbolId: string): UserFill[] {
    let symbols = this.byUser.get(userId);
    if (!symbols) {
      symbols = new Map();
      this.byUser.set(userId, symbols);
    }
    let list = symbols.get(symbolId);
    if (!list) {
      list = [];
      symbols.set(symbolId, list);
    }
    return list;
  }
}

/**
 * The engine's journal module with the fill store listening in: each record goes to the
 * engine first (which may refuse it and stop the replay), then to the store.
 */
export function withFillTap(engineModule: JournalModule, fills: FillStore): JournalModule {
  return {
    prefix: engineModule.prefix,
    apply(record) {
      engineModule.apply(record);
      fills.applyRecord(record);
    },
  };
}
