import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  Dec,
  TOOLS_PINNED_PREF,
  openExternalTool,
  gridLevels,
  readToolsPins,
  toolMessageKeyOf,
  refusalText,
  toolSymbolRules,
  type ApiResult,
  type HostApi,
  type RefusalTexts,
  type SymbolRef,
  type ToolName,
  type ToolsPinnedList,
} from '@spot/contracts';
import {
  EMPTY_FORMS,
  checkGridForm,
  checkIcebergForm,
  checkScaledForm,
  checkTwapForm,
  decimalOf,
  gridRequest,
  icebergRequest,
  scaledRequest,
  twapRequest,
  wholeOf,
  type GridForm,
  type IcebergForm,
  type ScaledForm,
  type ToolContext,
  type TwapForm,
} from '../domain/tool-forms';
import {
  fieldLimitsOf,
  fieldProblems,
  type TypedRefusal,
  type TypedRefusals,
} from '../domain/field-checks';

/** The tools with a form in this panel; the others open a page elsewhere. */
export const FORM_TOOLS = ['gridBot', 'iceberg', 'twap', 'scaledOrder'] as const;
export type FormTool = (typeof FORM_TOOLS)[number];

export function isFormTool(tool: ToolName): tool is FormTool {
  return (FORM_TOOLS as readonly string[]).includes(tool);
}

export interface ToolForms {
  readonly gridBot: GridForm;
  readonly iceberg: IcebergForm;
  readonly twap: TwapForm;
  readonly scaledOrder: ScaledForm;
}

/** What the last submit said, as a `tools` key and its figures. */
export interface ToolNotice {
  readonly kind: 'success' | 'error';
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface ToolsState {
  /** The open tool's form, or the list. */
  readonly open: FormTool | null;
  readonly forms: ToolForms;
  /** What the page's locale refused as typed, by form and field (`fieldProblems` names it). */
  readonly refused: Readonly<Partial<Record<FormTool, TypedRefusals>>>;
  /** `review`: the summary waits for the trader's confirmation. */
  readonly phase: 'editing' | 'review' | 'submitting';
  readonly notice: ToolNotice | null;
  readonly pins: ToolsPinnedList;
}

export interface ToolsController {
  readonly store: StoreApi<ToolsState>;
  openTool(tool: ToolName): void;
  closeTool(): void;
  /** Sets fields of a form; `refused` keeps or (null) drops what the locale refused as typed. */
  setField<K extends FormTool>(
    tool: K,
    patch: Partial<ToolForms[K]>,
    refused?: Readonly<Record<string, TypedRefusal | null>>,
  ): void;
  review(): void;
  back(): void;
  confirm(): Promise<void>;
  togglePin(tool: ToolName): void;
  /** The check of the open form against the symbol, its price and balances now; null if unknown. */
  context(): ToolContext | null;
  dispose(): void;
}

/** A form's refusals with these fields' set, or dropped for null. */
function withRefusals(
  current: TypedRefusals = {},
  changes: Readonly<Record<string, TypedRefusal | null>>,
): TypedRefusals {
  const next: Partial<Record<string, TypedRefusal>> = { ...current };
  for (const [name, refusal] of Object.entries(changes)) {
    if (refusal) next[name] = refusal;
    else delete next[name];
  }
  return next;
}

const CHECKS = {
  gridBot: checkGridForm,
  iceberg: checkIcebergForm,
  twap: checkTwapForm,
  scaledOrder: checkScaledForm,
} as const;

/** Runs the open tool's check (the forms and the context chosen by tool). */
export function checkForm(tool: FormTool, forms: ToolForms, ctx: ToolContext) {
  switch (tool) {
    case 'gridBot':
      return CHECKS.gridBot(forms.gridBot, ctx);
    case 'iceberg':
      return CHECKS.iceberg(forms.iceberg, ctx);
    case 'twap':
      return CHECKS.twap(forms.twap, ctx);
    case 'scaledOrder':
      return CHECKS.scaledOrder(forms.scaledOrder, ctx);
  }
}

/**
 * A client id: 24 hex digits (96 random bits), short enough that a scaled order's
 * `<id>-<n>` stays within the exchange's 36 characters.
 */
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 24)
    : `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.slice(0, 24);

/**
 * The message of a refusal: the host's error-code text of its code in the page's language, or
 * the server's own text, isolated in its own direction (`refusalText`); or the call's failure.
 * (A tools key the exchange names is shown in the page's language when the checks, run again,
 * fail the same way: see `confirm`.)
 */
function failureNotice(
  reply: Extract<ApiResult<unknown>, { ok: false }>,
  texts: RefusalTexts,
): ToolNotice {
  const message = refusalText(texts, reply);
  return {
    kind: 'error',
    key: reply.kind === 'business' ? 'submitRefused' : 'submitFailed',
    params: { message },
  };
}

/**
 * The tools panel's state: which tool is open, each form as typed, the review step, the
 * submit (one client id per confirmed form, so a retry after a timeout starts nothing twice),
 * the pins (preferences: the server's when logged in, this browser's otherwise), the grid's
 * preview lines on the chart, and the pages outside this product.
 */
export function createToolsController(host: HostApi, symbol: SymbolRef): ToolsController {
  const store = createStore<ToolsState>(() => ({
    open: null,
    forms: EMPTY_FORMS,
    refused: {},
    phase: 'editing',
    notice: null,
    pins: readToolsPins(host.prefs.get(TOOLS_PINNED_PREF)),
  }));
  /** The id of the form now under review; cleared when the form changes or succeeds. */
  let pendingId: string | null = null;
  let previewed: string | null = null;

  const publishPreview = () => {
    const { open, forms } = store.getState();
    const grid = forms.gridBot;
    const number = wholeOf(grid.gridNumber);
    const min = decimalOf(grid.minPrice);
    const max = decimalOf(grid.maxPrice);
    const settings =
      open === 'gridBot' && number !== null && min !== null && max !== null
        ? {
            min_price: min.toFixed(),
            max_price: max.toFixed(),
            grid_number: number,
            type: grid.gridType,
          }
        : null;
    const decimals = host.market.symbol(symbol.symbolName)?.pricePrecision ?? 8;
    const shown = settings && gridLevels(settings, decimals).length > 0 ? settings : null;
    const key = shown ? JSON.stringify(shown) : null;
    if (key === previewed) return;
    previewed = key;
    host.bus.emit('tools/grid-preview', { symbolName: symbol.symbolName, grid: shown });
  };

  const context = (): ToolContext | null => {
    const info = host.market.symbol(symbol.symbolName);
    const last = host.market.ticker(symbol.symbolName).get().ticker?.lastPrice;
    if (!info || !last) return null;
    const free = (token: string) =>
      new Dec(host.account.get().balances.find((b) => b.tokenId === token)?.free ?? '0');
    return {
      symbolId: info.symbolId,
      rules: toolSymbolRules(info),
      lastPrice: new Dec(last),
      balances: host.session.get().isLogin
        ? { base: free(info.baseTokenId), quote: free(info.quoteTokenId) }
        : null,
    };
  };

  /** The form's check passes and no field of it holds what the check would read otherwise. */
  const ready = (open: FormTool, forms: ToolForms, ctx: ToolContext) => {
    const info = host.market.symbol(symbol.symbolName);
    const limits = info ? fieldLimitsOf(info) : null;
    const flagged = fieldProblems(open, forms[open], limits, store.getState().refused[open]);
    return Object.keys(flagged).length === 0 && checkForm(open, forms, ctx).ok;
  };

  const stopPins = host.prefs.subscribe<unknown>(TOOLS_PINNED_PREF, (value) =>
    store.setState({ pins: readToolsPins(value) }),
  );
  const stopPreview = store.subscribe(publishPreview);

  return {
    store,
    openTool(tool) {
      if (isFormTool(tool)) {
        store.setState({ open: tool, phase: 'editing', notice: null });
        pendingId = null;
      } else void openExternalTool(host, tool, symbol);
    },
    closeTool() {
      store.setState({ open: null, phase: 'editing', notice: null });
      pendingId = null;
    },
    setField(tool, patch, refused) {
      pendingId = null;
      store.setState((s) => ({
        forms: { ...s.forms, [tool]: { ...s.forms[tool], ...patch } },
        refused: refused
          ? { ...s.refused, [tool]: withRefusals(s.refused[tool], refused) }
          : s.refused,
        phase: 'editing',
        notice: null,
      }));
    },
    review() {
      const { open, forms } = store.getState();
      const ctx = context();
      if (!open || !ctx || !ready(open, forms, ctx)) return;
      pendingId ??= newId();
      store.setState({ phase: 'review', notice: null });
    },
    back() {
      store.setState({ phase: 'editing' });
    },
    async confirm() {
      const { open, forms, phase } = store.getState();
      const ctx = context();
      if (!open || !ctx || phase !== 'review' || pendingId === null) return;
      const check = checkForm(open, forms, ctx);
      if (!check.ok || !ready(open, forms, ctx)) {
        store.setState({ phase: 'editing' });
        return;
      }
      const id = pendingId;
      store.setState({ phase: 'submitting' });
      const reply =
        open === 'gridBot'
          ? await host.api.call('gridCreate', gridRequest(forms.gridBot, ctx, id))
          : open === 'iceberg'
            ? await host.api.call('icebergCreate', icebergRequest(forms.iceberg, ctx, id))
            : open === 'twap'
              ? await host.api.call('twapCreate', twapRequest(forms.twap, ctx, id))
              : 'orders' in check.plan
                ? await host.api.call(
                    'batchOrderCreate',
                    scaledRequest(forms.scaledOrder, check.plan, ctx, id),
                  )
                : null;
      if (reply === null) return;
      if (reply.ok) {
        pendingId = null;
        host.ui.toast({ kind: 'success', key: `tools:${open}.started` });
        store.setState((s) => ({
          phase: 'editing',
          forms: { ...forms, [open]: EMPTY_FORMS[open] },
          refused: { ...s.refused, [open]: {} },
        }));
        void host.account.refresh();
      } else {
        // The exchange refused by one of the tools' checks (a balance that moved meanwhile):
        // the same check, run again here, names it in the page's language with its figures.
        const now = context();
        const again = now ? checkForm(open, forms, now) : null;
        const named =
          reply.kind === 'business' &&
          toolMessageKeyOf(reply.message) !== null &&
          again?.ok === false
            ? { kind: 'error' as const, key: again.key, params: again.params }
            : null;
        // A timeout may have started it: the same id is sent again on the next confirm.
        store.setState({
          phase: 'review',
          notice: named ?? failureNotice(reply, host.i18n.instance),
        });
      }
    },
    togglePin(tool) {
      const pins = store.getState().pins;
      const next = pins.includes(tool) ? pins.filter((p) => p !== tool) : [...pins, tool];
      host.prefs.set(TOOLS_PINNED_PREF, next);
      store.setState({ pins: next });
    },
    context,
    dispose() {
      stopPins();
      stopPreview();
      if (previewed !== null) {
        host.bus.emit('tools/grid-preview', { symbolName: symbol.symbolName, grid: null });
      }
    },
  };
}
