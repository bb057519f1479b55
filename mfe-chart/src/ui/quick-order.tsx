import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import type { TFunction } from 'i18next';
import {
  formatPrice,
  localizeDecimalText,
  resolvePrecision,
  type HostApi,
  type SymbolInfo,
  typeNumericInput,
  type TypedNumber,
} from '@spot/contracts';
import { useFigure } from '@spot/contracts/react';
import { checkQuickOrder, quickOrderSide } from '../domain/quick-order';
import { placeQuickOrder } from '../state/quick-order';
import type { ChartEngine } from './engine/chart-engine';

export type HoverListener = (hover: { readonly price: string; readonly y: number } | null) => void;

/** How long the plus button stays after the pointer left the chart (to reach it). */
const HIDE_DELAY_MS = 400;

/**
 * The quick limit order of spec 000 §4, §5: a plus button follows the hovered price on the price
 * pane; it opens a panel with that price, a quantity and one button, Sell above the market and
 * Buy otherwise. A visitor is sent to log in and back. The checks of §5 run first; a placed
 * order closes and clears the panel.
 */
export function QuickOrder({
  host,
  engine,
  info,
  locale,
  hover,
  t,
}: {
  readonly host: HostApi;
  readonly engine: ChartEngine;
  readonly info: SymbolInfo;
  readonly locale: string;
  /** Where the engine's hover reaches this component. */
  readonly hover: MutableRefObject<HoverListener | null>;
  readonly t: TFunction;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const latest = useRef<{ price: string; y: number } | null>(null);
  const [panel, setPanel] = useState<{ price: string; y: number } | null>(null);

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    hover.current = (next) => {
      const el = button.current;
      if (!el) return;
      if (next === null) {
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => {
          if (!el.matches(':hover, :focus')) el.style.visibility = 'hidden';
        }, HIDE_DELAY_MS);
        return;
      }
      clearTimeout(hideTimer);
      latest.current = next;
      el.style.visibility = 'visible';
      el.style.transform = `translateY(${Math.round(next.y - 10)}px)`;
      el.style.right = `${engine.priceAxisWidth() + 4}px`;
      el.title = t('quickOrderAt', {
        price: localizeDecimalText(formatPrice(next.price, info), locale),
      });
    };
    return () => {
      clearTimeout(hideTimer);
      hover.current = null;
    };
  }, [hover, engine, info, locale, t]);

  const open = () => {
    const at = latest.current;
    if (!at) return;
    if (!host.session.get().isLogin) {
      const back = `${location.pathname}${location.search}`;
      host.page.navigate(`/${locale}/login?redirect_url=${encodeURIComponent(back)}`);
      return;
    }
    setPanel(at);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="chart-quick-plus"
        data-testid="chart-quick-plus"
        aria-label={t('quickOrder')}
        style={{ visibility: 'hidden' }}
        onClick={open}
      >
        +
      </button>
      {panel && (
        <QuickOrderPanel
          host={host}
          info={info}
          price={panel.price}
          y={panel.y}
          locale={locale}
          t={t}
          onClose={() => setPanel(null)}
        />
      )}
    </>
  );
}

function QuickOrderPanel({
  host,
  info,
  price,
  y,
  locale,
  t,
  onClose,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly price: string;
  readonly y: number;
  /** The page's locale: a point that may group thousands is refused where it does. */
  readonly locale: string;
  readonly t: TFunction;
  readonly onClose: () => void;
}) {
  const figure = useFigure();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  /** What the last keystroke gave: the separator typed is read as typed at the next one. */
  const typed = useRef<TypedNumber | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const last = host.market.ticker(info.symbolName).get().ticker?.lastPrice ?? null;
  const side = quickOrderSide(price, last);
  const precision = resolvePrecision(info, 'quantity');

  useEffect(() => {
    field.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async () => {
    // Enter in the field submits too: a quantity refused as typed is never sent as read.
    if (sending || hint !== null) return;
    const quantity = text.endsWith('.') ? text.slice(0, -1) : text;
    const refused = checkQuickOrder({ quantity, price, side, symbol: info });
    if (refused) {
      host.ui.toast({ kind: 'error', key: `chart:${refused.key}`, params: refused.params ?? {} });
      return;
    }
    setSending(true);
    const result = await placeQuickOrder(host, {
      symbolName: info.symbolName,
      side,
      price,
      quantity,
    });
    setSending(false);
    if (result.kind === 'placed') {
      setText('');
      onClose();
      return;
    }
    host.ui.toast({ kind: 'error', key: `chart:${result.key}`, params: result.params ?? {} });
  };

  return (
    <form
      className="chart-quick-panel"
      role="dialog"
      aria-label={t('quickOrder')}
      data-testid="chart-quick-panel"
      style={{ top: Math.max(0, Math.round(y - 20)) }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <span className="price">{figure(formatPrice(price, info))}</span>
      <label htmlFor={id} className="chart-sr-label">
        {t('quickOrderQuantity', { token: info.baseTokenName })}
      </label>
      <input
        id={id}
        ref={field}
        name="quantity"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('quickOrderQuantity', { token: info.baseTokenName })}
        value={text}
        aria-invalid={hint ? true : undefined}
        onChange={(event) => {
          const before = typed.current?.text === text ? typed.current : null;
          const next = typeNumericInput(event.target.value, before, { precision, locale });
          typed.current = next;
          setText(next.text);
          setHint(next.read.ok ? null : t(`numberHint.${next.read.reason}`));
        }}
      />
      <button
        type="submit"
        className={side === 'BUY' ? 'buy' : 'sell'}
        disabled={sending || hint !== null}
      >
        {t(side === 'BUY' ? 'quickBuy' : 'quickSell')}
      </button>
      <button type="button" className="close" aria-label={t('close')} onClick={onClose}>
        ×
      </button>
      {hint && (
        <span className="chart-quick-hint" role="alert">
          {hint}
        </span>
      )}
    </form>
  );
}
