import { render, screen } from '@testing-library/react';
import type { ScaledPlan, SymbolRef } from '@spot/contracts';
import { ToolPlan } from './tool-plan';

const symbol = { base: 'BTC', quote: 'USDT', symbolName: 'BTCUSDT' } as SymbolRef;
const t = (key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;
const plan: ScaledPlan = {
  orders: [
    { price: '64000.12', qty: '0.001757' },
    { price: '63900.00', qty: '0.001758' },
  ],
  need: '224.78504824',
};

describe('ToolPlan, scaled order', () => {
  it("shows what the buys hold rounded up to the quote's digits", () => {
    render(
      <ToolPlan
        tool="scaledOrder"
        plan={plan}
        symbol={symbol}
        amountPrecision={2}
        side="BUY"
        locale="en"
        t={t}
      />,
    );
    expect(screen.getByTestId('tool-plan').textContent).toContain('"need":"224.79"');
  });

  it('shows what the sells hold as it is, base at the lot', () => {
    render(
      <ToolPlan
        tool="scaledOrder"
        plan={{ ...plan, need: '0.003515' }}
        symbol={symbol}
        amountPrecision={2}
        side="SELL"
        locale="es"
        t={t}
      />,
    );
    expect(screen.getByTestId('tool-plan').textContent).toContain('"need":"0,003515"');
  });
});
