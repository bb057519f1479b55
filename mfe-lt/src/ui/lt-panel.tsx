import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { TabBar, useSubscribable } from '@spot/contracts/react';
import {
  LT_MESSAGE_KEYS,
  formatTokenAmount,
  localizeDecimalText,
  typeNumericInput,
  resolvePrecision,
  type HostApi,
  type SymbolInfo,
} from '@spot/contracts';
import { redemptionEstimate, subscriptionEstimate, type LtEstimate } from '../domain/lt-estimate';
import type { LtAction, LtPageController } from '../state/lt-page-store';

type T = (key: string, params?: Record<string, string>) => string;

/** What the trader typed, kept as typed, and its reading (DESIGN §8: typed values stay). */
interface Typed {
  readonly text: string;
  /** The value read, or null when the text is not a number. */
  readonly value: string | null;
  readonly hint: string | null;
  /** The separator typed where `text` shows a point (`typeNumericInput`), for the next key. */
  readonly typedMark: string | null;
}

const EMPTY: Typed = { text: '', value: '', hint: null, typedMark: null };

/** A complete decimal for the wire: "12." is 12; '' when empty or not a number. */
function wireValue(typed: Typed): string {
  const value = typed.value ?? '';
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

/**
 * Subscribe by an amount of the quote token, redeem by a quantity of the token (spec 001 §5):
 * the checks run in the spec's order when the trader asks, each error a toast that blocks;
 * what the order should give is shown before the trader confirms.
 */
export function LtPanel({
  host,
  controller,
  symbol,
  locale,
  t,
}: {
  host: HostApi;
  controller: LtPageController;
  symbol: SymbolInfo;
  /** The page's locale: figures are written for it. */
  locale: string;
  t: T;
}) {
  const [action, setAction] = useState<LtAction>('subscribe');
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [review, setReview] = useState<{ size: string; warnings: readonly string[] } | null>(null);
  const { info, nav, sending } = useStore(controller.store);
  const account = useSubscribable(host.account);
  const inputId = useId();
  const hintId = useId();

  const subscription = action === 'subscribe';
  const figure = (text: string) => localizeDecimalText(text, locale);
  const token = subscription ? symbol.quoteTokenName : symbol.baseTokenName;
  const precision = resolvePrecision(symbol, subscription ? 'amount' : 'quantity');
  const free = account.balances.find((b) => b.tokenId === token)?.free ?? '0';
  const terms = {
    nav: nav?.nav ?? '0',
    feeRate: subscription ? info?.subscribeFeeRate : info?.redeemFeeRate,
    quantityPrecision: resolvePrecision(symbol, 'quantity'),
    amountPrecision: resolvePrecision(symbol, 'amount'),
  };
  const size = wireValue(typed);
  const estimate: LtEstimate | null = subscription
    ? subscriptionEstimate(size, terms)
    : redemptionEstimate(size, terms);

  const switchTo = (next: LtAction) => {
    setAction(next);
    setTyped(EMPTY);
    setReview(null);
  };
  const onType = (text: string) => {
    const next = typeNumericInput(text, typed, { precision, locale });
    setTyped({
      text: next.text,
      value: next.read.ok ? next.read.value : null,
      hint: next.read.ok ? null : t(`numberHint.${next.read.reason}`),
      typedMark: next.typedMark,
    });
    setReview(null);
  };
  const onAsk = () => {
    if (typed.value === null) return;
    const result = controller.check(action, size);
    if (result.ok)
      setReview({ size, warnings: result.warnings.map((name) => LT_MESSAGE_KEYS[name]) });
  };
  const onConfirm = async () => {
    if (!review) return;
    const sent = await controller.send(action, review.size);
    if (sent) setTyped(EMPTY);
    setReview(null);
  };

  const receiveToken = subscription ? symbol.baseTokenName : symbol.quoteTokenName;
  const receiveSide = subscription ? 'base' : 'quote';
  return (
    <section className="lt-panel" aria-label={t('panel')}>
      <TabBar
        className="lt-tabs"
        tabs={['subscribe', 'redeem'] as const}
        current={action}
        onSelect={switchTo}
        label={(tab) => t(tab)}
        ariaLabel={t('panel')}
      />
      <p className="lt-available">
        {t('available')}{' '}
        <span data-testid="lt-available">
          {figure(formatTokenAmount(free, symbol, subscription ? 'quote' : 'base'))} {token}
        </span>
      </p>
      <label className={typed.hint ? 'lt-field invalid' : 'lt-field'} htmlFor={inputId}>
        <span>
          {t(subscription ? 'amountLabel' : 'quantityLabel')}{' '}
          <span className="unit">({token})</span>
        </span>
        <input
          id={inputId}
          name={subscription ? 'amount' : 'quantity'}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={typed.text}
          disabled={sending}
          aria-invalid={typed.hint ? true : undefined}
          aria-describedby={typed.hint ? hintId : undefined}
          onChange={(event) => onType(event.target.value)}
        />
        {typed.hint && (
          <span id={hintId} className="field-hint" aria-live="polite">
            {typed.hint}
          </span>
        )}
      </label>
      <dl className="lt-estimate" data-testid="lt-estimate">
        <div>
          <dt>{t(subscription ? 'estimateTokens' : 'estimateQuote')}</dt>
          <dd>
            {estimate ? figure(formatTokenAmount(estimate.receive, symbol, receiveSide)) : '--'}{' '}
            {receiveToken}
          </dd>
        </div>
        {estimate?.fee && (
          <div>
            <dt>{t('fee')}</dt>
            <dd>
              {figure(formatTokenAmount(estimate.fee, symbol, 'quote'))} {symbol.quoteTokenName}
            </dd>
          </div>
        )}
      </dl>
      {review ? (
        <div className="lt-review" role="group" aria-label={t('reviewTitle')}>
          <p>
            {t(subscription ? 'reviewSubscribe' : 'reviewRedeem', {
              size: review.size,
              token,
              receive: estimate
                ? figure(formatTokenAmount(estimate.receive, symbol, receiveSide))
                : '--',
              receiveToken,
            })}
          </p>
          {review.warnings.map((key) => (
            <p key={key} className="lt-warning" role="alert">
              {t(key)}
            </p>
          ))}
          <div className="buttons">
            <button type="button" onClick={() => setReview(null)} disabled={sending}>
              {t('back')}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => void onConfirm()}
              disabled={sending}
            >
              {t(subscription ? 'confirmSubscribe' : 'confirmRedeem')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="primary lt-submit"
          onClick={onAsk}
          disabled={sending || typed.value === null}
        >
          {t(action)}
        </button>
      )}
    </section>
  );
}
