import { act, render, screen } from '@testing-library/react';
import { createFakeHost, flush, makeSymbol, type FakeHost } from '@spot/contracts/testing';
import { testI18n } from '../testing/fake-host';
import { NavRiskHint } from './nav-risk-hint';

const ok = (result: unknown) => ({ ok: true as const, result });

function setup(diffNvRate: string | undefined) {
  const fake = createFakeHost({
    i18n: testI18n(),
    symbols: [makeSymbol('BTC3L', 'USDT', { ltDirection: 'long' })],
    handlers: {
      ltSymbolInfo: () =>
        ok({
          symbolName: 'BTC3LUSDT',
          maxPurchase: '1',
          minPurchase: '1',
          maxRedeem: '1',
          minRedeem: '1',
          leverage: '3',
          ltDirection: 'long',
          ...(diffNvRate ? { diffNvRate } : {}),
        }),
      ltNavInfo: () => ok({ symbolName: 'BTC3LUSDT', st: 1, nav: '2' }),
    },
  });
  const t = (key: string, params?: Record<string, string>) =>
    fake.i18n.t(`order-entry:${key}`, params ?? {});
  return { fake, t };
}

const setLast = (fake: FakeHost, lastPrice: string) =>
  act(() => fake.setLastPrice('BTC3LUSDT', lastPrice));

describe('the net-value risk hint on the order entry (spec 000 §5)', () => {
  it('shows when the last price strays past diffNvRate, and goes when it comes back', async () => {
    const { fake, t } = setup('0.05');
    render(<NavRiskHint host={fake.host} symbolName="BTC3LUSDT" t={t} />);
    await act(() => flush());
    setLast(fake, '2.2');
    expect(screen.getByTestId('nav-risk-hint').textContent).toContain('10.00%');
    expect(screen.getByTestId('nav-risk-hint').textContent).toContain('5.00%');
    setLast(fake, '2.05');
    expect(screen.queryByTestId('nav-risk-hint')).toBeNull();
  });

  it('stays silent for a token without a configured rate', async () => {
    const { fake, t } = setup(undefined);
    render(<NavRiskHint host={fake.host} symbolName="BTC3LUSDT" t={t} />);
    await act(() => flush());
    setLast(fake, '4');
    expect(screen.queryByTestId('nav-risk-hint')).toBeNull();
  });
});
