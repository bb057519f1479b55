import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  SPOT_CONTRACT_TYPE,
  applyOrderEvents,
  cancelCall,
  OPEN_ORDERS_PAGE_SIZE,
  fetchMoreOpenOrders,
  fetchOpenOrders,
  fromUtaOrder,
  modifyCall,
  normalizeClassicFill,
  normalizeUtaFill,
  resolvePrecision,
  sortedOrders,
  toOrderMap,
  GRID_LIST_STATUS,
  GRID_ORDERS_REFRESH_MS,
  STRATEGY_PAGE_SIZE,
  type BusEvents,
  type DecimalString,
  type GridSettings,
  type HostApi,
  type Order,
  type OpenOrderMap,
  type TradeFill,
  refusalText,
} from '@spot/contracts';
import { averagePrice } from '../domain/avg-price';
import { avgDaySpan, type AvgDays } from '../domain/display-options';
import { draggedModification } from '../domain/order-lines';
import { verifyEdit } from '../domain/order-edit';

/** The classic trade info looks back 90 days (spec 000 §7). */
const CLASSIC_TRADE_WINDOW_MS = 90 * 86_400_000;
/** Pages of 100 ordinary open orders read for the lines at most. */
const MAX_ORDER_PAGES = 10;
/** Fills kept for the markers; the oldest go first. */
const FILLS_LIMIT = 5_000;

export interface ChartTradingState {
  /** Open orders of the symbol, ordinary and plan, newest first. */
  readonly orders: readonly Order[];
  readonly fills: readonly TradeFill[];
  readonly avgBuy: DecimalString | null;
  readonly avgSell: DecimalString | null;
  /** Orders being modified, by id: the price asked for (the line reads PENDING_NEW). */
  readonly modifying: Readonly<Record<string, DecimalString>>;
  readonly cancelling: Readonly<Record<string, true>>;
  /** Running grid bots of the symbol with their settings (spec 000 §2). */
  readonly grids: readonly { readonly id: string; readonly grid: GridSettings }[];
  /** A grid the tools remote previews (`tools/grid-preview`), or null. */
  readonly gridPreview: GridPreview | null;
  /** A risky edit waiting for the trader's answer (`answerEdit`), or null. */
  readonly confirming: EditConfirmation | null;
}

/**
 * What a risky edit of a line would do (spec 000 §4: "if risky a confirmation dialog appears"):
 * the order, the price it moves from and to, and the edit rule that asks (spec 000 §5). The
 * chart shows it in its own dialog, in the chart area (so also in fullscreen), with the prices
 * at the symbol's precision written for the page's locale.
 */
export interface EditConfirmation {
  readonly orderId: string;
  readonly side: Order['side'];
  readonly field: 'price' | 'trigger';
  readonly from: DecimalString;
  readonly to: DecimalString;
  /** The rule's message key: `modifyImmediateFillTips`, `modifyTriggerCrossTips`, … */
  readonly reason: string;
}

export type GridPreview = NonNullable<BusEvents['tools/grid-preview']['grid']>;

export interface AverageRequest {
  readonly buy: AvgDays | null;
  readonly sell: AvgDays | null;
}

export interface ChartTrading {
  readonly store: StoreApi<ChartTradingState>;
  /** Which average lines to read (null: not shown); read again after each fill. */
  setAverages(request: AverageRequest): void;
  /** Whether the running grid bots' lines are shown: read every 3 s while on. */
  setGrids(on: boolean): void;
  cancel(orderId: string): Promise<void>;
  /** A drag ended at `price`: the edit rules, a confirmation if risky, then the modify call. */
  modify(orderId: string, field: 'price' | 'trigger', price: DecimalString): Promise<void>;
  /** The trader's answer to `confirming`: the edit is sent, or nothing is. */
  answerEdit(accepted: boolean): void;
  dispose(): void;
}

/** The state before anything is known: no orders, fills, averages, edits or grids. */
export const EMPTY_CHART_TRADING: ChartTradingState = {
  orders: [],
  fills: [],
  avgBuy: null,
  avgSell: null,
  modifying: {},
  cancelling: {},
  grids: [],
  gridPreview: null,
  confirming: null,
};

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

/**
 * The trader's side of the chart (spec 000 §1, §4, §7, §8): open orders of the symbol as lines
 * (read with the orders area's call, followed on the private order topics, read again when the
 * socket comes back), fills as markers (trade info, then the fill topic), the average buy and
 * sell prices, and cancel and modify from a line. Only the session's own feeds move anything.
 * Nothing is read for a visitor. No React inside.
 */
export function createChartTrading(host: HostApi, symbolName: string): ChartTrading {
  const store = createStore<ChartTradingState>(() => EMPTY_CHART_TRADING);
  const controller = new AbortController();
  const { signal } = controller;
  const offs: (() => void)[] = [];
  const session = host.session.get();
  const uta = session.roles.utaLevel > 0;
  const symbol = host.market.symbol(symbolName);
  const decimals = resolvePrecision(symbol, 'price');
  let map: OpenOrderMap = new Map();
  let averages: AverageRequest = { buy: null, sell: null };
  let gridTimer: ReturnType<typeof setInterval> | undefined;
  /** Answers the confirmation shown, if any. */
  let answer: ((accepted: boolean) => void) | null = null;

  const ofSymbol = (order: Order) => order.symbolId === symbolName;
  const publish = () => store.setState({ orders: sortedOrders(map) });

  async function loadOrders(): Promise<void> {
    const scope = {
      symbolName,
      baseTokenId: symbol?.baseTokenId ?? '',
      quoteTokenId: symbol?.quoteTokenId ?? '',
      allPairs: false,
    };
    const reply = await fetchOpenOrders(host.api, uta ? 'uta' : 'classic', scope, signal);
    if (signal.aborted || !reply.ok) return;
    const orders = [...reply.orders];
    // Every ordinary order gets its line: the pages after the first, up to a bound.
    let full = reply.ordinaryCount >= OPEN_ORDERS_PAGE_SIZE;
    for (let page = 1; full && page < MAX_ORDER_PAGES; page += 1) {
      const oldest = [...orders].reverse().find((o) => o.planType === undefined);
      const more = await fetchMoreOpenOrders(host.api, scope, oldest?.orderId ?? '0', signal);
      if (signal.aborted || !more.ok) break;
      orders.push(...more.orders);
      full = more.full;
    }
    if (signal.aborted) return;
    map = toOrderMap(orders.filter(ofSymbol));
    publish();
  }

  function applyOrders(orders: readonly Order[]): void {
    const next = applyOrderEvents(map, orders, ofSymbol);
    if (next === map) return;
    map = next;
    publish();
  }

  function addFills(fills: readonly TradeFill[]): void {
    if (fills.length === 0) return;
    store.setState((s) => {
      const known = new Set(s.fills.map((f) => f.tradeId));
      const fresh = fills.filter((f) => !known.has(f.tradeId));
      if (fresh.length === 0) return s;
      return { fills: [...fresh, ...s.fills].slice(0, FILLS_LIMIT) };
    });
  }

  async function loadFills(): Promise<void> {
    if (uta) {
      const reply = await host.api.call(
        'tradeInfoForKLine',
        { contractType: SPOT_CONTRACT_TYPE, symbol: symbolName },
        { signal },
      );
      if (!signal.aborted && reply.ok) addFills(reply.result.list.map(normalizeUtaFill));
      return;
    }
    const end = Date.now();
    const reply = await host.api.call(
      'tradeInfo',
      { symbol_id: symbolName, start_time: end - CLASSIC_TRADE_WINDOW_MS, end_time: end },
      { signal },
    );
    if (!signal.aborted && reply.ok) {
      addFills([...reply.result.buys, ...reply.result.sells].map(normalizeClassicFill));
    }
  }

  async function loadAverage(side: 'buy' | 'sell', days: AvgDays | null): Promise<void> {
    const key = side === 'buy' ? 'avgBuy' : 'avgSell';
    if (days === null) {
      store.setState({ [key]: null });
      return;
    }
    const daySpan = avgDaySpan(days, uta);
    const end = Date.now();
    const reply = uta
      ? await host.api.call(
          'tradeAvgPriceForKLine',
          {
            contractType: SPOT_CONTRACT_TYPE,
            symbol: symbolName,
            // Side 0 (buy) or 1 (sell), sent plus 1 (spec 000 §7).
            side: side === 'buy' ? 1 : 2,
            daySpan,
          },
          { signal },
        )
      : await host.api.call(
          'tradeAvgInfo',
          {
            symbol_id: symbolName,
            side: side === 'buy' ? 0 : 1,
            start_time: end - daySpan * 86_400_000,
            end_time: end,
            limit: 1000,
            daySpan,
          },
          { signal },
        );
    if (signal.aborted || !reply.ok) return;
    store.setState({ [key]: averagePrice(reply.result, decimals) });
  }

  const loadAverages = () => {
    void loadAverage('buy', averages.buy);
    void loadAverage('sell', averages.sell);
  };

  function follow(): void {
    const topics = uta
      ? [
          host.realtime.subscribe('user.uta.spot.order', {}, (data) =>
            applyOrders(data.map(fromUtaOrder)),
          ),
          host.realtime.subscribe('user.uta.spot.trade', {}, (data, type) => {
            const own = data.filter((f) => f.symbolId === symbolName);
            addFills(own.map(normalizeUtaFill));
            if (type === 'delta' && own.length > 0) loadAverages();
          }),
        ]
      : [
          ...(['order_new', 'plan_order', 'stop_limit_order', 'oco_order'] as const).map((topic) =>
            host.realtime.subscribe(topic, {}, (data) => applyOrders(data)),
          ),
          host.realtime.subscribe('match', {}, (data, type) => {
            const own = data.filter((f) => f.symbolId === symbolName);
            addFills(own.map(normalizeClassicFill));
            if (type === 'delta' && own.length > 0) loadAverages();
          }),
        ];
    offs.push(...topics);
    let wasLive = host.realtime.state() === 'live';
    offs.push(
      host.realtime.onState((state) => {
        // Events missed while the socket was down: the lines are read again.
        if (state === 'live' && !wasLive) void loadOrders();
        wasLive = state === 'live';
      }),
    );
  }

  async function loadGrids(): Promise<void> {
    if (!host.page.get().visible) return;
    const reply = await host.api.call(
      'strategyList',
      {
        status: GRID_LIST_STATUS.running,
        category: 'spot',
        strategyType: 'grid',
        pageSize: STRATEGY_PAGE_SIZE.open,
        symbol: symbolName,
      },
      { signal },
    );
    if (signal.aborted || !reply.ok) return;
    const grids = reply.result.list.flatMap((row) =>
      'grid' in row && row.grid && row.symbol === symbolName
        ? [{ id: row.strategyId, grid: row.grid }]
        : [],
    );
    store.setState({ grids });
  }

  async function cancel(orderId: string): Promise<void> {
    const order = map.get(orderId);
    if (!order || store.getState().cancelling[orderId]) return;
    store.setState((s) => ({ cancelling: { ...s.cancelling, [orderId]: true } }));
    const call = cancelCall(order);
    const result =
      call.name === 'cancelOrder'
        ? await host.api.call('cancelOrder', call.request)
        : await host.api.call('cancelPlanOrder', call.request);
    store.setState((s) => ({ cancelling: without(s.cancelling, orderId) }));
    if (result.ok) {
      host.ui.toast({ kind: 'success', key: 'chart:cancelSuccess' });
      applyOrders([result.result]);
    } else if (result.code === 81001) {
      host.ui.toast({ kind: 'error', key: 'chart:liquidationErrorInfo' });
    } else {
      host.ui.toast({
        kind: 'error',
        key: 'chart:operationFail',
        params: { message: refusalText(host.i18n.instance, result) },
      });
    }
  }

  /** Shows `edit` until the trader answers; a newer one (or the end) answers this one no. */
  function confirmEdit(edit: EditConfirmation): Promise<boolean> {
    answer?.(false);
    return new Promise<boolean>((resolve) => {
      const own = (accepted: boolean) => {
        if (answer !== own) return;
        answer = null;
        store.setState({ confirming: null });
        resolve(accepted);
      };
      answer = own;
      store.setState({ confirming: edit });
    });
  }

  async function modify(orderId: string, field: 'price' | 'trigger', price: DecimalString) {
    const order = map.get(orderId);
    if (!order || store.getState().modifying[orderId] !== undefined) return;
    const next = draggedModification(order, field, price);
    const before = field === 'price' ? order.price : (order.triggerPrice ?? '');
    if (before === price) return;
    const verdict = verifyEdit({
      order,
      field,
      newPrice: price,
      newQuantity: next.quantity,
      lastPrice: host.market.ticker(symbolName).get().ticker?.lastPrice ?? null,
      uta,
    });
    if (verdict.kind === 'block') {
      host.ui.toast({ kind: 'error', key: `chart:${verdict.key}` });
      return;
    }
    if (verdict.kind === 'confirm') {
      const go = await confirmEdit({
        orderId,
        side: order.side,
        field,
        from: before,
        to: price,
        reason: verdict.key,
      });
      if (!go || signal.aborted) return;
    }
    const call = modifyCall(order, next);
    if (!call) return;
    store.setState((s) => ({ modifying: { ...s.modifying, [orderId]: price } }));
    const result =
      call.name === 'orderModify'
        ? await host.api.call('orderModify', call.request)
        : await host.api.call('planOrderModify', call.request);
    store.setState((s) => ({ modifying: without(s.modifying, orderId) }));
    if (!result.ok) {
      // The line goes back to its order's price: nothing of the order moved.
      host.ui.toast({
        kind: 'error',
        key: 'chart:operationFail',
        params: { message: refusalText(host.i18n.instance, result) },
      });
      return;
    }
    applyOrders([result.result]);
    host.ui.toast({
      kind: 'success',
      key: field === 'price' ? 'chart:modifyPriceSuccess' : 'chart:modifyTriggerSuccess',
      params: { from: before, to: price },
    });
  }

  if (session.isLogin) {
    void loadOrders();
    void loadFills();
    follow();
  }
  offs.push(
    host.bus.on('tools/grid-preview', (preview) => {
      if (preview.symbolName === symbolName) store.setState({ gridPreview: preview.grid });
    }),
  );

  return {
    store,
    setAverages(request) {
      const changed = request.buy !== averages.buy || request.sell !== averages.sell;
      averages = request;
      if (changed && session.isLogin) loadAverages();
    },
    setGrids(on) {
      clearInterval(gridTimer);
      gridTimer = undefined;
      if (!on || !session.isLogin) {
        store.setState({ grids: [] });
        return;
      }
      void loadGrids();
      gridTimer = setInterval(() => void loadGrids(), GRID_ORDERS_REFRESH_MS);
    },
    cancel,
    modify,
    answerEdit(accepted) {
      answer?.(accepted);
    },
    dispose() {
      answer?.(false);
      clearInterval(gridTimer);
      controller.abort();
      for (const off of offs.splice(0)) off();
    },
  };
}
