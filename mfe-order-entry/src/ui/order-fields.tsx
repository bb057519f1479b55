import {
  TOUR_ANCHORS,
  type SymbolInfo,
  type SymbolRef,
  type TradePreferences,
} from '@spot/contracts';
import {
  offersMargin,
  offersMarketUnit,
  usesAmount,
  usesPrice,
  usesTrigger,
  type OcoLegDraft,
  type OrderDraft,
  type TypedRefusal,
} from '../domain/order-draft';
import { NumericField } from './numeric-field';

type T = (key: string, params?: Record<string, string>) => string;

export interface OrderFieldsProps {
  draft: OrderDraft;
  symbol: SymbolRef;
  info: SymbolInfo | undefined;
  display: TradePreferences;
  /** The exchange's max slippage of market orders, as a percentage. */
  maxSlippage: string;
  /** The page's locale: typed numbers are read in it. */
  locale: string;
  t: T;
  update: (patch: Partial<OrderDraft>) => void;
  /** Keeps or drops a field's refusal of what was typed (`OrderDraft.refused`), by its name. */
  refuse: (name: string, refusal: TypedRefusal | null) => void;
}

/** The props that let a numeric field read in the locale and keep its refusal. */
type Typing = (name: string) => {
  readonly name: string;
  readonly locale: string;
  readonly refused: TypedRefusal | undefined;
  readonly onRefused: (refusal: TypedRefusal | null) => void;
};

function typingOf({
  draft,
  locale,
  refuse,
}: Pick<OrderFieldsProps, 'draft' | 'locale' | 'refuse'>): Typing {
  return (name) => ({
    name,
    locale,
    refused: draft.refused?.[name],
    onRefused: (refusal) => refuse(name, refusal),
  });
}

function LegFields({
  leg,
  name,
  symbol,
  info,
  typing,
  t,
  onChange,
}: {
  leg: OcoLegDraft;
  name: 'tp' | 'sl';
  symbol: SymbolRef;
  info: SymbolInfo | undefined;
  typing: Typing;
  t: T;
  onChange: (leg: OcoLegDraft) => void;
}) {
  return (
    <fieldset
      className="oco-leg"
      data-testid={`oco-${name}`}
      data-tour-anchor={name === 'tp' ? TOUR_ANCHORS.ocoTakeProfit : TOUR_ANCHORS.ocoStopLoss}
    >
      <legend>{t(name === 'tp' ? 'takeProfit' : 'stopLoss')}</legend>
      <NumericField
        t={t}
        {...typing(`${name}-trigger`)}
        label={t('triggerPrice')}
        unit={symbol.quote}
        kind="price"
        value={leg.trigger}
        symbol={info}
        onChange={(trigger) => onChange({ ...leg, trigger })}
      />
      <ExecutionChoice
        name={`${name}-execution`}
        value={leg.execution}
        t={t}
        onChange={(execution) => onChange({ ...leg, execution })}
      />
      {leg.execution === 'limit' && (
        <NumericField
          t={t}
          {...typing(`${name}-price`)}
          label={t('orderPrice')}
          unit={symbol.quote}
          kind="price"
          value={leg.price}
          symbol={info}
          onChange={(price) => onChange({ ...leg, price })}
        />
      )}
    </fieldset>
  );
}

/** TP/SL on a limit order: a switch, then the take-profit and stop-loss triggers. */
function TpSlFields({
  draft,
  symbol,
  info,
  typing,
  t,
  update,
}: Pick<OrderFieldsProps, 'draft' | 'symbol' | 'info' | 't' | 'update'> & { typing: Typing }) {
  return (
    <fieldset className="tpsl" data-testid="tpsl">
      <label className="inline">
        <input
          type="checkbox"
          name="tpsl"
          checked={draft.tpsl}
          onChange={(event) => update({ tpsl: event.target.checked })}
        />
        {t('tpsl')}
      </label>
      {draft.tpsl && (
        <>
          <NumericField
            t={t}
            {...typing('tpTrigger')}
            label={t('tpTriggerPrice')}
            unit={symbol.quote}
            kind="price"
            value={draft.tpTrigger}
            symbol={info}
            onChange={(tpTrigger) => update({ tpTrigger })}
          />
          <NumericField
            t={t}
            {...typing('slTrigger')}
            label={t('slTriggerPrice')}
            unit={symbol.quote}
            kind="price"
            value={draft.slTrigger}
            symbol={info}
            onChange={(slTrigger) => update({ slTrigger })}
          />
          <p className="hint">{t('tpslHint')}</p>
        </>
      )}
    </fieldset>
  );
}

function ExecutionChoice({
  name,
  value,
  t,
  onChange,
}: {
  name: string;
  value: 'limit' | 'market';
  t: T;
  onChange: (value: 'limit' | 'market') => void;
}) {
  return (
    <div className="choice" role="radiogroup" aria-label={t('execution')}>
      {(['limit', 'market'] as const).map((v) => (
        <label key={v}>
          <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
          {t(v === 'limit' ? 'executeLimit' : 'executeMarket')}
        </label>
      ))}
    </div>
  );
}

/** The inputs of the chosen order kind. */
export function OrderFields({
  draft,
  symbol,
  info,
  display,
  maxSlippage,
  locale,
  t,
  update,
  refuse,
}: OrderFieldsProps) {
  const plan = usesTrigger(draft);
  const typing = typingOf({ draft, locale, refuse });
  return (
    <div className="order-fields">
      {display.showSpotMargin && offersMargin(draft) && (
        <label className="inline margin-switch">
          <input
            type="checkbox"
            role="switch"
            name="margin"
            checked={draft.margin}
            onChange={(event) => update({ margin: event.target.checked })}
          />
          {t('spotMargin')}
        </label>
      )}
      {plan && (
        <NumericField
          t={t}
          {...typing('triggerPrice')}
          label={t('triggerPrice')}
          unit={symbol.quote}
          kind="price"
          value={draft.triggerPrice}
          symbol={info}
          onChange={(triggerPrice) => update({ triggerPrice })}
        />
      )}
      {plan && (
        <ExecutionChoice
          name="execution"
          value={draft.execution}
          t={t}
          onChange={(execution) => update({ execution })}
        />
      )}
      {usesPrice(draft) && (
        <NumericField
          t={t}
          {...typing('price')}
          label={t('price')}
          unit={symbol.quote}
          kind="price"
          value={draft.price}
          symbol={info}
          onChange={(price) => update({ price })}
        />
      )}
      {draft.kind === 'market' && <p className="market-price">{t('marketPrice')}</p>}
      {draft.kind === 'trailing' && (
        <>
          <NumericField
            t={t}
            {...typing('activationPrice')}
            anchor={TOUR_ANCHORS.trailingActivation}
            label={t('activationPrice')}
            unit={symbol.quote}
            kind="price"
            value={draft.activationPrice}
            symbol={info}
            onChange={(activationPrice) => update({ activationPrice })}
          />
          <div className="choice" role="radiogroup" aria-label={t('trailBy')}>
            {(['percentage', 'value'] as const).map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name="trailBy"
                  checked={draft.trailBy === v}
                  onChange={() => update({ trailBy: v, trailValue: '' })}
                />
                {t(v === 'percentage' ? 'trailByPercentage' : 'trailByValue')}
              </label>
            ))}
          </div>
          <NumericField
            t={t}
            {...typing('trailValue')}
            anchor={TOUR_ANCHORS.trailingValue}
            label={t(draft.trailBy === 'percentage' ? 'trailingPercentage' : 'trailingValue')}
            unit={draft.trailBy === 'percentage' ? '%' : symbol.quote}
            kind={draft.trailBy === 'percentage' ? 'percentage' : 'price'}
            value={draft.trailValue}
            symbol={info}
            onChange={(trailValue) => update({ trailValue })}
          />
        </>
      )}
      {draft.kind === 'oco' && (
        <>
          <LegFields
            leg={draft.tp}
            name="tp"
            symbol={symbol}
            info={info}
            typing={typing}
            t={t}
            onChange={(tp) => update({ tp })}
          />
          <LegFields
            leg={draft.sl}
            name="sl"
            symbol={symbol}
            info={info}
            typing={typing}
            t={t}
            onChange={(sl) => update({ sl })}
          />
        </>
      )}
      {offersMarketUnit(draft) && display.showBaseOrQuote && (
        <div className="choice" role="radiogroup" aria-label={t('marketUnit')}>
          {(['baseCoin', 'quoteCoin'] as const).map((unit) => (
            <label key={unit}>
              <input
                type="radio"
                name="marketUnit"
                checked={draft.marketUnit === unit}
                onChange={() => update({ marketUnit: unit })}
              />
              {t(unit === 'baseCoin' ? 'byQuantity' : 'byAmount')}
            </label>
          ))}
        </div>
      )}
      {usesAmount(draft) ? (
        <NumericField
          t={t}
          {...typing('amount')}
          label={t('amount')}
          unit={symbol.quote}
          kind="amount"
          value={draft.amount}
          symbol={info}
          onChange={(amount) => update({ amount })}
        />
      ) : (
        <NumericField
          t={t}
          {...typing('quantity')}
          label={t('quantity')}
          unit={symbol.base}
          kind="quantity"
          value={draft.quantity}
          symbol={info}
          onChange={(quantity) => update({ quantity })}
        />
      )}
      {draft.kind === 'limit' && display.showTpSl && (
        <TpSlFields
          draft={draft}
          symbol={symbol}
          info={info}
          typing={typing}
          t={t}
          update={update}
        />
      )}
      {draft.kind === 'market' && display.showMaxSlippageLimit && (
        <p className="hint" data-testid="max-slippage">
          {t('maxSlippage', { percent: maxSlippage })}
        </p>
      )}
      {draft.kind === 'limit' && (display.showPostOnly || display.showTimeInForce) && (
        <div className="limit-options">
          {display.showPostOnly && (
            <label className="inline">
              <input
                type="checkbox"
                name="postOnly"
                checked={draft.postOnly}
                onChange={(event) => update({ postOnly: event.target.checked })}
              />
              {t('postOnly')}
            </label>
          )}
          {display.showTimeInForce && (
            <label className="inline">
              {t('timeInForce')}
              <select
                name="timeInForce"
                value={draft.timeInForce}
                disabled={draft.postOnly}
                onChange={(event) =>
                  update({ timeInForce: event.target.value === 'IOC' ? 'IOC' : 'GTC' })
                }
              >
                <option value="GTC">GTC</option>
                <option value="IOC">IOC</option>
              </select>
            </label>
          )}
        </div>
      )}
    </div>
  );
}
