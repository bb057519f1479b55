import EventEmitter from 'eventemitter3';
import type { DecimalString } from '../domain/decimal-string';
import type { OrderSide } from '../domain/order';
import type { ToolName } from '../domain/account';
import type { TradeLimitState } from '../domain/create-failure';
import type { GridSettings } from '../domain/strategy';
import type { RemoteHotkeyAction } from '../domain/hotkeys';
import type { StepGuide } from '../domain/tours';

/**
 * Bus events of contract v1 (DESIGN §5): facts in past tense, requests named `-requested`;
 * payloads are plain data and decimals are strings.
 */
export interface BusEvents {
  'market/symbol-change-requested': { readonly symbolName: string };
  'orderbook/price-picked': {
    readonly price: DecimalString;
    readonly rowSide: 'bid' | 'ask';
    readonly cumulativeQty: DecimalString;
  };
  'chart/price-picked': { readonly price: DecimalString };
  'order/placed': {
    readonly orderId: string;
    readonly clientOrderId: string;
    readonly symbolName: string;
    readonly side: OrderSide;
    readonly type: string;
  };
  /**
   * An order create was refused with a trade-limit code (spec 000 §8): every trading surface
   * (order entry, the chart's quick order) shows the state. Since 1.3.0.
   */
  'order/limit-reached': { readonly state: TradeLimitState };
  /**
   * A grid the tools remote is setting up, previewed on the chart's price pane before it is
   * created; `grid: null` clears the preview. Since 1.3.0.
   */
  'tools/grid-preview': {
    readonly symbolName: string;
    readonly grid: Pick<GridSettings, 'min_price' | 'max_price' | 'grid_number' | 'type'> | null;
  };
  'lt/flow-requested': {
    readonly requestId: string;
    readonly symbolName: string;
    readonly side: OrderSide;
  };
  'lt/flow-finished': {
    readonly requestId: string;
    readonly outcome: 'confirmed' | 'cancelled';
  };
  'tools/open-requested': { readonly tool: ToolName };
  /**
   * The trader pressed a hotkey a remote carries out (`domain/hotkeys.ts`); the host has
   * already checked that hotkeys are on and that no field has the focus. Since 1.4.0.
   */
  'keyboard/hotkey-pressed': { readonly action: RemoteHotkeyAction };
  /**
   * The page asks the order entry to show a side (the phone's sticky Buy / Sell bar). Since
   * 1.4.0.
   */
  'order/side-requested': { readonly side: OrderSide };
  /**
   * A remote asks for a step guide (the trader picked OCO or trailing stop); the host shows it
   * unless this trader has read it. Since 1.4.0.
   */
  'tour/step-guide-requested': { readonly guide: StepGuide };
}

export type BusEventName = keyof BusEvents;

/** The typed bus every app shares through `HostApi.bus`. */
export interface Bus {
  emit<E extends BusEventName>(event: E, payload: BusEvents[E]): void;
  /** Returns the function that removes the listener. */
  on<E extends BusEventName>(event: E, listener: (payload: BusEvents[E]) => void): () => void;
}

/**
 * Creates a bus. A listener that throws is reported and does not stop the others, so one
 * remote's bug cannot break another's event.
 */
export function createBus(onListenerError: (error: unknown, event: BusEventName) => void): Bus {
  const emitter = new EventEmitter();
  return {
    emit(event, payload) {
      const frozen = Object.freeze({ ...payload });
      for (const listener of emitter.listeners(event)) {
        try {
          (listener as (p: typeof frozen) => void)(frozen);
        } catch (error) {
          onListenerError(error, event);
        }
      }
    },
    on(event, listener) {
      // A wrapper per subscription: `off(fn)` would remove every registration of `fn`, so one
      // remote unsubscribing (or a stale unsubscribe) could silence another subscription.
      const subscription = (payload: BusEvents[typeof event]) => listener(payload);
      emitter.on(event, subscription);
      return () => {
        emitter.off(event, subscription);
      };
    },
  };
}
