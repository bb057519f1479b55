import type { Bus, BusEvents, HostApi, HostPrefs, OrderSide } from '@spot/contracts';
import { TRADE_GUIDE_PREF_KEY, tradeGuideKey } from '../session/trade-guide';

/*
 * What the page's chrome asks of the bus and the preferences, kept out of the views (lint:
 * ui/ never reaches HostApi's bus or preferences). Each `on…` returns the unsubscribe.
 */

export function onToolsOpenRequested(
  bus: Bus,
  listener: (request: BusEvents['tools/open-requested']) => void,
): () => void {
  return bus.on('tools/open-requested', listener);
}

export function onLtFlowRequested(
  bus: Bus,
  listener: (request: BusEvents['lt/flow-requested']) => void,
): () => void {
  return bus.on('lt/flow-requested', listener);
}

/** Hears the answer to one leveraged-token notice (by its request id). */
export function onLtFlowFinished(bus: Bus, requestId: string, listener: () => void): () => void {
  return bus.on('lt/flow-finished', (finished) => {
    if (finished.requestId === requestId) listener();
  });
}

/** Closes a leveraged-token notice unanswered: the order entry hears it as cancelled. */
export function cancelLtFlow(bus: Bus, requestId: string): void {
  bus.emit('lt/flow-finished', { requestId, outcome: 'cancelled' });
}

/**
 * Hears the hotkeys the order form carries out (focus a side's price, the quantity), before the
 * order entry does when this listens first: the page shows the form for them.
 */
export function onFormHotkey(bus: Bus, listener: () => void): () => void {
  return bus.on('keyboard/hotkey-pressed', ({ action }) => {
    if (action === 'focus-buy' || action === 'focus-sell' || action === 'focus-quantity')
      listener();
  });
}

/** Asks the order entry to show a side (the phone's sticky Buy / Sell bar). */
export function requestOrderSide(bus: Bus, side: OrderSide): void {
  bus.emit('order/side-requested', { side });
}

/** Asks for another pair (the market list); the spot screen follows it. */
export function requestSymbolChange(bus: Bus, symbolName: string): void {
  bus.emit('market/symbol-change-requested', { symbolName });
}

/** Goes to the pair any part of the page asks for, when the symbol is known. */
export function followSymbolChanges(host: HostApi, locale: string): () => void {
  return host.bus.on('market/symbol-change-requested', ({ symbolName }) => {
    const target = host.market.symbol(symbolName);
    if (target) {
      host.page.navigate(`/${locale}/trade/spot/${target.baseTokenName}/${target.quoteTokenName}`);
    }
  });
}

/**
 * The trading guide is done: remembered in this browser and in the account's preferences,
 * which the trader's other browsers read at login.
 */
export function markTradeGuideRead(prefs: HostPrefs, userId: string): void {
  try {
    localStorage.setItem(tradeGuideKey(userId), 'read');
  } catch {
    // Storage disabled: the preference still records it.
  }
  prefs.set(TRADE_GUIDE_PREF_KEY, 'read');
}
