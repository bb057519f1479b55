import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useStore } from 'zustand';
import { TabBar, useMarketStreamSelect, useSubscribable } from '@spot/contracts/react';
import {
  TOUR_ANCHORS,
  formatPrice,
  formatTokenAmount,
  isDecimalString,
  localizeFigureParams,
  resolvePrecision,
  type RemoteProps,
  type TradePreferenceFlag,
} from '@spot/contracts';
import { maxOrderSize, shareOf } from '../domain/max-order-size';
import {
  EMPTY_DRAFT,
  ORDER_KINDS,
  usesAmount,
  usesMargin,
  usesPrice,
  usesTrigger,
  withRefusal,
  type OrderDraft,
  type TypedRefusal,
} from '../domain/order-draft';
import { derivedSize, estimateOrder, pickTarget, pickedPrice } from '../domain/order-form';
import { isLtSymbol, isSideRestricted } from '../domain/pre-submit-gates';
import { preCheckField } from '../domain/pre-check-order';
import {
  effectiveDisplay,
  isPreferenceVisible,
  type VisibilityContext,
} from '../domain/trade-preferences';
import { MAX_SLIPPAGE_PERCENT } from '../domain/market-limits';
import { createOrderEntryStore } from '../state/order-entry-store';
import { createTradeSettingsStore } from '../state/trade-settings-store';
import { createTradingDataStore } from '../state/trading-data-store';
import { BalancePanel } from './balance-panel';
import { GateDialog } from './gate-dialog';
import { NoticedField } from './numeric-field';
import { OrderFields } from './order-fields';
import { SubmitArea } from './submit-area';
import { TradePreferencesPanel } from './trade-preferences-panel';
import { useT } from './use-t';
import { NavRiskHint } from './nav-risk-hint';
import { onPickedPrice } from '../state/picked-prices';
import {
  focusFormField,
  hotkeysPref,
  onFormHotkey,
  onSideRequested,
  requestStepGuide,
} from '../state/hotkeys';

/** `format(sent)`, or the text as sent when it is no plain decimal (left to the pre-checks). */
function atPrecision(sent: string, format: (value: string) => string): string {
  return isDecimalString(sent) ? format(sent) : sent;
}

/**
 * The standard order form: every order kind, the balances it may use, pre-checks, gates and
 * submit (spec 001 §2, §3, §5; spec 000 §5).
 */
export function OrderFormContainer({ host, symbol, locale }: RemoteProps) {
  const { t } = useT(host);
  // Figures in a message (a minimum, a balance, a price) are written for the page's locale.
  const tr = (key: string, params?: Record<string, string>) =>
    t(key, params ? localizeFigureParams(params, locale) : {});
  const info = host.market.symbol(symbol.symbolName);
  const session = useSubscribable(host.session);
  const stores = useMemo(() => {
    const data = createTradingDataStore(host);
    return { data, entry: createOrderEntryStore(host, data), settings: createTradeSettingsStore() };
  }, [host]);
  useEffect(() => stores.data.start(), [stores]);
  useEffect(() => stores.entry.start(), [stores]);
  const trading = useStore(stores.data.store);
  const entry = useStore(stores.entry.store);
  const settings = useStore(stores.settings.store);
  const tickerStream = useMemo(
    () => host.market.ticker(symbol.symbolName),
    [host, symbol.symbolName],
  );
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  // Only the last price, and only where it sizes and values the order (an order without a
  // price of its own): a priced order's form does not re-render as the market moves; submit
  // reads the price of that moment.
  const pricedByTrader = usesPrice(draft);
  const lastPrice = useMarketStreamSelect(tickerStream, (s) =>
    pricedByTrader ? null : (s.ticker?.lastPrice ?? null),
  );
  const [percent, setPercent] = useState(0);
  const [showPrefs, setShowPrefs] = useState(false);
  const update = (patch: Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if ('quantity' in patch || 'amount' in patch || 'side' in patch) setPercent(0);
  };
  const refuse = (name: string, refusal: TypedRefusal | null) =>
    setDraft((d) => ({ ...d, refused: withRefusal(d.refused, name, refusal) }));

  useEffect(() => {
    const apply = (price: string) =>
      setDraft((d) => {
        const target = pickTarget(d);
        const picked = pickedPrice(price, info);
        // The form writes the price: what was refused as typed there no longer stands.
        return target && picked
          ? { ...d, [target]: picked, refused: withRefusal(d.refused, target, null) }
          : d;
      });
    return onPickedPrice(host, apply);
  }, [host, info]);

  // Keyboard trading (issue 24): b and s choose the side and go to its price, q to the size.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(
    () =>
      onFormHotkey(host, (action) => {
        if (action !== 'focus-quantity') {
          const side = action === 'focus-buy' ? 'BUY' : 'SELL';
          setDraft((d) => (d.side === side ? d : { ...d, side }));
          setPercent(0);
        }
        // After the side's render, which may show other fields.
        setTimeout(() => {
          if (formRef.current) focusFormField(formRef.current, action);
        }, 0);
      }),
    [host],
  );
  useEffect(
    () =>
      onSideRequested(host, (side) => {
        setDraft((d) => (d.side === side ? d : { ...d, side }));
        setPercent(0);
        // The phone's Buy / Sell bar asked: its button is gone, the focus goes to the price.
        setTimeout(() => {
          if (formRef.current) {
            focusFormField(formRef.current, side === 'BUY' ? 'focus-buy' : 'focus-sell');
          }
        }, 0);
      }),
    [host],
  );
  const hotkeys = useMemo(() => hotkeysPref(host), [host]);
  const hotkeysOn = useSyncExternalStore(hotkeys.subscribe, hotkeys.get);

  const loggedIn = session.isLogin;
  const isUta = session.roles.utaLevel > 0;
  const baseVisibility: VisibilityContext = {
    isLogin: loggedIn,
    roles: session.roles,
    compliance: session.compliance,
    symbol: info,
    leverageOff: trading.account?.leverageOff ?? false,
    leverageChecked: false,
    maxSlippageLimit: MAX_SLIPPAGE_PERCENT,
  };
  // The margin switch does not depend on itself: read it first, then what it hides.
  const marginShown = effectiveDisplay(settings.preferences, baseVisibility).showSpotMargin;
  const margin = marginShown && usesMargin(draft);
  const visibility: VisibilityContext = { ...baseVisibility, leverageChecked: margin };
  const display = effectiveDisplay(settings.preferences, visibility);
  const effective: OrderDraft = {
    ...draft,
    postOnly: display.showPostOnly && draft.postOnly,
    timeInForce: display.showTimeInForce ? draft.timeInForce : 'GTC',
    marketUnit: display.showBaseOrQuote ? draft.marketUnit : 'baseCoin',
    tpsl: display.showTpSl && draft.tpsl,
    margin,
  };

  // The field a pre-check's notice is about: marked invalid and described by the notice while
  // it still shows the text the check refused.
  const noticeId = useId();
  const about = entry.notice?.field;
  const noticedField =
    about && preCheckField(entry.notice?.key ?? '', effective)?.text === about.text
      ? { name: about.name, noticeId }
      : null;

  const base = trading.balances?.get(symbol.base) ?? null;
  const quote = trading.balances?.get(symbol.quote) ?? null;
  const quota = info ? trading.quotas.get(info.symbolId) : undefined;
  const sizingPrice = usesPrice(effective)
    ? effective.price
    : usesTrigger(effective)
      ? effective.triggerPrice
      : lastPrice;
  const max = maxOrderSize({
    side: draft.side,
    symbol: info,
    price: sizingPrice,
    baseAvailable: base ?? '0',
    quoteAvailable: quote ?? '0',
    quotaRemaining: quota?.remain ?? null,
  });
  const byAmount = usesAmount(effective);
  const estimate = estimateOrder(effective, info, lastPrice);

  // The slider derives a size: a share of the largest the balance allows, clamped to the
  // symbol's bounds (DESIGN §8); 0 % clears the field.
  const onPercent = (next: number) => {
    setPercent(next);
    const kind = byAmount ? 'amount' : 'quantity';
    const limit = byAmount ? max.amount : max.quantity;
    const share = shareOf(limit, next, resolvePrecision(info, kind));
    const size = next > 0 && share !== '' ? derivedSize(kind, share, limit, info) : '';
    setDraft((d) => ({ ...d, [kind]: size, refused: withRefusal(d.refused, kind, null) }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!info || !session.user) return;
    const result = await stores.entry.submit({
      draft: effective,
      symbol: info,
      userId: session.user.id,
      context: {
        isUta,
        lastPrice: tickerStream.get().ticker?.lastPrice ?? null,
        balances: base !== null && quote !== null ? { base, quote } : null,
        quotaRemaining: quota?.classic ? quota.remain : null,
      },
      confirmOrders: settings.confirmOrders,
      summary: {
        side: t(draft.side === 'BUY' ? 'buy' : 'sell'),
        kind: t(`kind.${draft.kind}`),
        symbol: `${symbol.base}/${symbol.quote}`,
        // The price and quantity at the symbol's precisions, as the book and the orders show
        // them (91234.50, not the 91234.5 typed); an amount as typed (its token keeps 8 digits).
        size: byAmount
          ? `${effective.amount} ${symbol.quote}`
          : `${atPrecision(effective.quantity, (q) => formatTokenAmount(q, info, 'base'))} ${symbol.base}`,
        price: usesPrice(effective)
          ? `${atPrecision(effective.price, (p) => formatPrice(p, info))} ${symbol.quote}`
          : t('marketPrice'),
      },
    });
    if (result.kind === 'placed') {
      setDraft((d) => ({ ...d, quantity: '', amount: '' }));
      setPercent(0);
    }
  };

  const kinds = ORDER_KINDS.filter((k) => k !== 'oco' || !session.roles.demo);
  const restricted = info ? isSideRestricted(info, draft.side) : false;
  return (
    <form
      ref={formRef}
      data-tour-anchor={TOUR_ANCHORS.orderForm}
      className="order-form"
      data-testid="order-form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <TabBar
        className="sides"
        tabs={['BUY', 'SELL'] as const}
        current={draft.side}
        onSelect={(side) => update({ side })}
        label={(s) => t(s === 'BUY' ? 'buy' : 'sell')}
        ariaLabel={t('side')}
        tabProps={(s) => ({ className: s === 'BUY' ? 'buy' : 'sell' })}
      />
      <TabBar
        className="kinds"
        tabs={kinds}
        current={draft.kind}
        onSelect={(kind) => {
          update({ kind });
          if (kind === 'oco' || kind === 'trailing') {
            requestStepGuide(host, kind === 'oco' ? 'oco' : 'trailingStop');
          }
        }}
        label={(k) => t(`kind.${k}`)}
        ariaLabel={t('orderType')}
      />
      <NoticedField value={noticedField}>
        <OrderFields
          draft={effective}
          symbol={symbol}
          info={info}
          display={display}
          maxSlippage={MAX_SLIPPAGE_PERCENT}
          locale={locale}
          t={tr}
          update={update}
          refuse={refuse}
        />
      </NoticedField>
      <BalancePanel
        side={draft.side}
        symbol={symbol}
        info={info}
        available={draft.side === 'BUY' ? quote : base}
        max={max}
        byAmount={byAmount}
        percent={percent}
        showAvailable={display.showAvailableBalance}
        showMax={display.showMaxBuy}
        loggedIn={loggedIn}
        estimate={estimate}
        locale={locale}
        t={tr}
        onPercent={onPercent}
      />
      {restricted && <p className="hint warn">{t('tradingRestricted')}</p>}
      {info && isLtSymbol(info) && draft.side === 'BUY' && (
        <NavRiskHint host={host} symbolName={symbol.symbolName} t={tr} />
      )}
      {isUta && trading.account?.isolatedMargin && (
        <p className="hint warn">{t('isolatedModeNotSupported')}</p>
      )}
      {isUta && trading.account?.leverageOff && <p className="hint">{t('leverageOffTip')}</p>}
      <SubmitArea
        side={draft.side}
        symbol={symbol}
        locale={locale}
        loggedIn={loggedIn}
        demo={session.roles.demo}
        phase={entry.phase}
        waitingForLt={entry.waitingForLt}
        notice={entry.notice}
        noticeId={noticeId}
        limit={entry.limit}
        t={tr}
      />
      <button
        type="button"
        className="prefs-toggle"
        aria-expanded={showPrefs}
        onClick={() => setShowPrefs((v) => !v)}
      >
        {t('tradePreferences')}
      </button>
      {showPrefs && (
        <TradePreferencesPanel
          preferences={settings.preferences}
          visible={(flag: TradePreferenceFlag) => isPreferenceVisible(flag, visibility)}
          confirmOrders={settings.confirmOrders}
          loggedIn={loggedIn}
          t={tr}
          onFlag={stores.settings.setFlag}
          onConfirmOrders={stores.settings.setConfirmOrders}
          hotkeys={hotkeysOn}
          onHotkeys={hotkeys.set}
        />
      )}
      {entry.dialog && <GateDialog dialog={entry.dialog} t={tr} />}
    </form>
  );
}
