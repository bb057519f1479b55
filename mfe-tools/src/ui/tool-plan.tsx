import {
  Dec,
  localizeDecimalText,
  type GridPlan,
  type OrderSide,
  type ScaledPlan,
  type SlicedPlan,
  type SymbolRef,
  type TwapPlan,
} from '@spot/contracts';
import type { FormTool } from '../state/tools-store';

type T = (key: string, params?: Record<string, string>) => string;

export type AnyPlan = GridPlan | SlicedPlan | TwapPlan | ScaledPlan;

/** What the form will do, before it is sent: the grid's lines, the slices, the orders. */
export function ToolPlan({
  tool,
  plan,
  symbol,
  amountPrecision,
  side,
  locale,
  t,
}: {
  tool: FormTool;
  plan: AnyPlan;
  symbol: SymbolRef;
  /** Digits of a quote amount: what a grid or scaled buys hold is shown rounded up to them. */
  amountPrecision: number;
  /** The side of an iceberg, TWAP or scaled order: what its orders hold. */
  side?: OrderSide;
  /** The page's locale: figures are written for it. */
  locale: string;
  t: T;
}) {
  const figure = (value: string) => localizeDecimalText(value, locale);
  const money = (value: string) =>
    figure(new Dec(value).toDecimalPlaces(amountPrecision, Dec.ROUND_UP).toFixed());
  const units = { base: symbol.base, quote: symbol.quote };
  if (tool === 'gridBot' && 'levels' in plan) {
    const buys = plan.slots.filter((s) => s.side === 'BUY').length;
    return (
      <div className="tool-plan" data-testid="tool-plan">
        <p>
          {t('plan.grid', {
            ...units,
            lines: String(plan.levels.length),
            qty: figure(plan.qtyPerGrid),
            buys: String(buys),
            sells: String(plan.slots.length - buys),
            cost: money(plan.cost),
          })}
        </p>
        {plan.initialBuyQty !== '0' && (
          <p>{t('plan.gridInitialBuy', { ...units, qty: figure(plan.initialBuyQty) })}</p>
        )}
        <PlanTable
          caption={t('plan.gridLines')}
          headers={[t('field.side'), t('field.price')]}
          rows={plan.levels.map((price, level) => {
            const slot = plan.slots.find((s) => s.level === level);
            return [slot ? t(slot.side === 'BUY' ? 'buy' : 'sell') : '—', figure(price)];
          })}
        />
      </div>
    );
  }
  if (tool === 'scaledOrder' && 'orders' in plan) {
    return (
      <div className="tool-plan" data-testid="tool-plan">
        <p>
          {t('plan.scaled', {
            ...units,
            count: String(plan.orders.length),
            // Quote the buys hold, rounded up to its digits as the grid's cost is; the sells'
            // base is already at the lot.
            need: side === 'SELL' ? figure(plan.need) : money(plan.need),
            currency: side === 'SELL' ? symbol.base : symbol.quote,
          })}
        </p>
        <PlanTable
          caption={t('plan.scaledOrders')}
          headers={[t('field.price'), t('field.qty')]}
          rows={plan.orders.map((o) => [figure(o.price), figure(o.qty)])}
        />
      </div>
    );
  }
  if ('slices' in plan) {
    const first = plan.slices[0] ?? '0';
    const last = plan.slices[plan.slices.length - 1] ?? first;
    const key = tool === 'twap' ? 'plan.twap' : 'plan.iceberg';
    return (
      <div className="tool-plan" data-testid="tool-plan">
        <p>
          {t(key, {
            ...units,
            count: String(plan.slices.length),
            size: figure(first),
            last: figure(last),
            interval: 'intervalSec' in plan ? String(plan.intervalSec) : '',
          })}
        </p>
      </div>
    );
  }
  return null;
}

function PlanTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="plan-table" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
