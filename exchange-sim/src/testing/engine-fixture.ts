import type { SymbolInfo } from '@spot/contracts';
import { TRADE_STATUS } from '@spot/contracts';
import { Engine, MARKET_MAKER_USER_ID } from '../engine/engine';
import type { MakerDesk } from '../engine/maker-desk';
import type { CommandResult, EngineEvent, Order } from '../engine/types';
import { FakeLedger } from './fake-ledger';

/** A fixed clock for engine tests. */
export const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

/** A symbol of the test engine: price tick 0.01, lot 0.001, value 1 to 1,000,000 USDT. */
export function testSymbol(name: string, overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  const base = name.replace(/USDT$/, '');
  return {
    symbolId: name,
    symbolName: name,
    baseTokenId: base,
    quoteTokenId: 'USDT',
    baseTokenName: base,
    quoteTokenName: 'USDT',
    pricePrecision: 2,
    quantityPrecision: 3,
    amountPrecision: 6,
    minPricePrecision: '0.01',
    maxPrice: '10000',
    minTradeQuantity: '0.001',
    maxTradeQuantity: '1000',
    minTradeAmount: '1',
    maxTradeAmount: '1000000',
    tradeStatus: TRADE_STATUS.trading,
    isBanBuy: false,
    isBanSell: false,
    noticeVisible: false,
    onlineTime: 0,
    ltDirection: '',
    quoteTokenLeverageRatio: '0',
    digitMerge: '0.01,0.1,1',
    mark: '',
    ...overrides,
  };
}

export interface EngineSetup {
  readonly engine: Engine;
  readonly ledger: FakeLedger;
  /** Every event published, in order. */
  readonly events: EngineEvent[];
}

/**
 * An engine over TESTUSDT (last price 100.00), ETCUSDT (minimum quantity 0.01, minimum
 * value 0.01), a buy-banned BANUSDT, a halted
 * HALTUSDT and LATERUSDT (opens an hour after T0). Users alice, bob and carol hold 1,000,000
 * USDT and 10,000 of every base token; fees are maker 0.001 and taker 0.002 unless given.
 */
export function setupEngine(
  options: { fees?: { maker: string; taker: string }; fund?: boolean } = {},
): EngineSetup {
  const ledger = new FakeLedger({
    unlimited: [MARKET_MAKER_USER_ID],
    defaultFees: options.fees ?? { maker: '0.001', taker: '0.002' },
    fees: { [MARKET_MAKER_USER_ID]: { maker: '0', taker: '0' } },
  });
  const symbols = [
    testSymbol('TESTUSDT'),
    testSymbol('ETCUSDT', { minTradeQuantity: '0.01', minTradeAmount: '0.01' }),
    testSymbol('BANUSDT', { tradeStatus: TRADE_STATUS.restricted, isBanBuy: true }),
    testSymbol('HALTUSDT', { tradeStatus: TRADE_STATUS.halted }),
    testSymbol('LATERUSDT', { noticeVisible: true, onlineTime: T0 + 3_600_000 }),
  ];
  const engine = new Engine({
    ledger,
    symbols: symbols.map((info, i) => ({
      info,
      lastPrice: '100',
      execIdBase: (i + 1) * 1e12,
    })),
  });
  if (options.fund ?? true) {
    for (const user of ['alice', 'bob', 'carol']) {
      ledger.deposit(user, 'USDT', '1000000');
      for (const info of symbols) ledger.deposit(user, info.baseTokenId, '10000');
    }
  }
  const events: EngineEvent[] = [];
  engine.onEvents((batch) => events.push(...batch));
  return { engine, ledger, events };
}

/** Runs a market-maker step on TESTUSDT (or `symbolId`) at T0. */
export function maker(
  engine: Engine,
  run: (desk: MakerDesk) => void,
  symbolId = 'TESTUSDT',
): readonly EngineEvent[] {
  return engine.makerStep(symbolId, T0, run);
}

/** Whole ticks (0.01) of a price string: "100.5" → 10050. */
export function ticks(price: string): number {
  const [whole = '0', fraction = ''] = price.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Prints a trade at `price` by the maker against itself: it quotes one lot there and takes
 * it, as a buyer (the default; asks below `price` would be hit first) or as a seller.
 */
export function printAt(
  engine: Engine,
  price: string,
  taker: 'BUY' | 'SELL' = 'BUY',
  symbolId = 'TESTUSDT',
): void {
  const at = ticks(price);
  maker(
    engine,
    (desk) => {
      desk.quote(taker === 'BUY' ? 'ask' : 'bid', at, 1);
      desk.take(taker, 1, at);
    },
    symbolId,
  );
}

/** The order of an accepted command; fails the test otherwise. */
export function accepted(result: CommandResult): Order {
  if (result.kind !== 'accepted') {
    throw new Error(`expected accepted, got ${result.kind}: ${JSON.stringify(result)}`);
  }
  return result.order;
}
