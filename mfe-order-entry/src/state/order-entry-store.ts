import { createStore } from 'zustand/vanilla';
import type { HostApi, Order, SymbolInfo } from '@spot/contracts';
import { refusalText } from '@spot/contracts';
import {
  ACCEPTANCES_PREF_KEY,
  acceptedBy,
  migrateAcceptances,
  withAcceptance,
} from '../domain/acceptances';
import { buildCreateCall, classifyCreateFailure, newClientOrderId } from '../domain/create-request';
import type { OrderDraft } from '../domain/order-draft';
import { preCheckField, preCheckOrder, type PreCheckContext } from '../domain/pre-check-order';
import { pendingGates, type Acceptance, type Gate } from '../domain/pre-submit-gates';
import { sendCreate } from './create-order';
import { requestLtFlow, type LtFlowOptions } from './lt-flow';
import type { TradingDataStore } from './trading-data-store';

/** A message for the form, `order-entry` keys with their figures. */
export interface FormNotice {
  readonly kind: 'error' | 'success' | 'info';
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
  /** The field a pre-check's message is about, with the text it refused (`preCheckField`). */
  readonly field?: { readonly name: string; readonly text: string };
}

/** A dialog the form shows inside its slot: a disclaimer or risk dialog, or the confirmation. */
export interface PendingDialog {
  readonly kind: 'accept' | 'confirmOrder';
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly answer: (accepted: boolean) => void;
}

export type LimitState = 'tradeTryLimit' | 'standardAccountLimit' | null;

export interface OrderEntryState {
  /** `checking` through pre-checks and gates, `submitting` while the create is on the wire. */
  readonly phase: 'idle' | 'checking' | 'submitting';
  readonly notice: FormNotice | null;
  readonly limit: LimitState;
  readonly dialog: PendingDialog | null;
  /** The LT flow's dialog is open in the host. */
  readonly waitingForLt: boolean;
}

export interface SubmitInput {
  readonly draft: OrderDraft;
  readonly symbol: SymbolInfo;
  readonly userId: string;
  readonly context: Omit<PreCheckContext, 'symbol'>;
  /** The trader's preference: confirm each order before it is sent. */
  readonly confirmOrders: boolean;
  /** Figures the confirmation shows. */
  readonly summary: Readonly<Record<string, string>>;
}

export type SubmitResult =
  | { readonly kind: 'placed'; readonly order: Order }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'ignored' };

export interface OrderEntryOptions {
  readonly newId?: () => string;
  readonly ltFlow?: LtFlowOptions;
  readonly createTimeoutMs?: number;
}

/**
 * The order entry's submit path: pre-checks, then the pre-submit gates in order, the
 * confirmation when asked for, then one create. A second submit while one is under way is
 * ignored, so a double click sends one order.
 */
export function createOrderEntryStore(
  host: HostApi,
  data: TradingDataStore,
  options: OrderEntryOptions = {},
) {
  const store = createStore<OrderEntryState>(() => ({
    phase: 'idle',
    notice: null,
    limit: null,
    dialog: null,
    waitingForLt: false,
  }));
  let inFlight = false;

  const ask = (kind: PendingDialog['kind'], key: string, params?: Record<string, string>) =>
    new Promise<boolean>((resolve) => {
      store.setState({
        dialog: {
          kind,
          key,
          ...(params ? { params } : {}),
          answer: (accepted) => {
            store.setState({ dialog: null });
            resolve(accepted);
          },
        },
      });
    });

  const remember = (userId: string, acceptance: Acceptance) => {
    const stored = migrateAcceptances(host.prefs.get(ACCEPTANCES_PREF_KEY));
    host.prefs.set(ACCEPTANCES_PREF_KEY, withAcceptance(stored, userId, acceptance));
  };

  const stop = (notice: FormNotice | null): SubmitResult => {
    store.setState({ notice });
    if (notice?.kind === 'error') {
      host.ui.toast({
        kind: 'error',
        key: `order-entry:${notice.key}`,
        params: notice.params ?? {},
      });
    }
    return { kind: 'stopped' };
  };

  /** Runs one gate; true lets the order go on. */
  async function pass(gate: Gate, input: SubmitInput): Promise<boolean | FormNotice> {
    switch (gate.kind) {
      case 'block':
        return { kind: 'error', key: gate.key };
      case 'tip':
        host.ui.toast({ kind: 'info', key: `order-entry:${gate.key}` });
        return true;
      case 'accept': {
        const accepted = await ask('accept', gate.key, { symbol: input.symbol.symbolName });
        if (accepted) remember(input.userId, gate.id);
        return accepted;
      }
      case 'ltFlow': {
        store.setState({ waitingForLt: true });
        const outcome = await requestLtFlow(
          host,
          { symbolName: input.symbol.symbolName, side: input.draft.side },
          options.ltFlow,
        );
        store.setState({ waitingForLt: false });
        if (outcome === 'confirmed') remember(input.userId, 'lt');
        return outcome === 'confirmed';
      }
    }
  }

  async function run(input: SubmitInput): Promise<SubmitResult> {
    const failure = preCheckOrder(input.draft, { ...input.context, symbol: input.symbol });
    if (failure) {
      const field = preCheckField(failure.key, input.draft);
      return stop({
        kind: 'error',
        key: failure.key,
        ...(failure.params ? { params: failure.params } : {}),
        ...(field ? { field } : {}),
      });
    }

    const account = await data.freshAccount();
    if ('error' in account) {
      return stop({
        kind: 'error',
        key: 'accountInfoUnavailable',
        params: { message: account.error },
      });
    }
    const accepted = acceptedBy(
      migrateAcceptances(host.prefs.get(ACCEPTANCES_PREF_KEY)),
      input.userId,
    );
    const gates = pendingGates({
      symbol: input.symbol,
      side: input.draft.side,
      isUta: input.context.isUta,
      account,
      accepted,
    });
    for (const gate of gates) {
      const outcome = await pass(gate, input);
      if (outcome === false) return stop(null);
      if (outcome !== true) return stop(outcome);
    }
    if (
      input.confirmOrders &&
      !(await ask('confirmOrder', 'confirmOrderBody', { ...input.summary }))
    ) {
      return stop(null);
    }

    store.setState({ phase: 'submitting' });
    const clientOrderId = newClientOrderId(options.newId);
    const call = buildCreateCall(input.draft, input.symbol, clientOrderId);
    const result = await sendCreate(host, call, options.createTimeoutMs);
    if (!result.ok) {
      const failed = classifyCreateFailure(result);
      if (failed.kind === 'tradeTryLimit' || failed.kind === 'standardAccountLimit') {
        // Every trading surface shows the state (the chart's quick order too).
        host.bus.emit('order/limit-reached', { state: failed.kind });
        return stop({ kind: 'error', key: failed.kind });
      }
      if (failed.kind === 'timeout') return stop({ kind: 'error', key: 'createTimedOut' });
      return stop({
        kind: 'error',
        key: 'createFailed',
        params: { message: refusalText(host.i18n.instance, failed.failure) },
      });
    }
    const order = result.result;
    host.bus.emit('order/placed', {
      orderId: order.orderId,
      clientOrderId: order.clientOrderId || clientOrderId,
      symbolName: input.symbol.symbolName,
      side: input.draft.side,
      type: order.type || input.draft.kind,
    });
    host.ui.toast({ kind: 'success', key: 'order-entry:orderPlaced' });
    store.setState({ notice: { kind: 'success', key: 'orderPlaced' }, limit: null });
    void host.account.refresh();
    void data.load();
    return { kind: 'placed', order };
  }

  async function submit(input: SubmitInput): Promise<SubmitResult> {
    if (inFlight) return { kind: 'ignored' };
    inFlight = true;
    store.setState({ phase: 'checking', notice: null });
    try {
      return await run(input);
    } catch (error) {
      console.error('[order-entry] submit failed', error);
      return stop({ kind: 'error', key: 'createFailed', params: { message: String(error) } });
    } finally {
      inFlight = false;
      store.setState({ phase: 'idle', dialog: null, waitingForLt: false });
    }
  }

  return {
    store,
    submit,
    clearNotice: () => store.setState({ notice: null }),
    /** Follows the limit state any trading surface hit (the bus); returns the stop. */
    start: () =>
      host.bus.on('order/limit-reached', ({ state }) => store.setState({ limit: state })),
  };
}

export type OrderEntryStore = ReturnType<typeof createOrderEntryStore>;
