import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createFakeHost, makeSymbol } from '@spot/contracts/testing';
import en from '../../locales/en/lt.json';
import { LtInfoContainer } from './lt-info-container';

function fakeHost() {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'en', resources: { en: { lt: en } }, initAsync: false });
  const ok = (result: unknown) => ({ ok: true as const, result });
  const fake = createFakeHost({
    i18n: instance,
    symbols: [makeSymbol('BTC3L', 'USDT', { pricePrecision: 4, quantityPrecision: 2 })],
    handlers: {
      ltSymbolInfo: () =>
        ok({
          symbolName: 'BTC3LUSDT',
          maxPurchase: '200000',
          minPurchase: '5',
          maxRedeem: '100000',
          minRedeem: '1',
          leverage: '3',
          ltDirection: 'long',
        }),
      ltNavInfo: () => ok({ symbolName: 'BTC3LUSDT', st: 1, nav: '1.23456789' }),
    },
  });
  return {
    host: fake.host,
    get finished() {
      return fake.eventsOf('lt/flow-finished');
    },
  };
}

async function renderDialog(request: Record<string, unknown>) {
  const fake = fakeHost();
  await act(async () => {
    render(
      <LtInfoContainer
        host={fake.host}
        slot="lt-dialog"
        symbol={{ symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false }}
        locale="en"
        theme="light"
        request={request}
      />,
    );
  });
  return fake;
}

const REQUEST = { requestId: 'r1', symbolName: 'BTC3LUSDT', side: 'BUY' };

describe('the lt-dialog answers the flow', () => {
  it("shows the requested token's info and confirms once", async () => {
    const fake = await renderDialog(REQUEST);
    expect(screen.getByRole('heading').textContent).toBe('BTC3LUSDT leveraged token');
    // The net value at the token's price precision, as its price is shown, truncated.
    expect(screen.getByTestId('lt-nav').textContent).toBe('1.2345');
    const confirm = screen.getByRole('button', { name: 'Confirm and continue' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(fake.finished).toEqual([{ requestId: 'r1', outcome: 'confirmed' }]);
  });

  it('cancels', async () => {
    const fake = await renderDialog(REQUEST);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.finished).toEqual([{ requestId: 'r1', outcome: 'cancelled' }]);
  });

  it('offers no answer without a well-formed request', async () => {
    await renderDialog({ symbolName: 'BTC3LUSDT' });
    expect(screen.queryByRole('button', { name: 'Confirm and continue' })).toBeNull();
  });
});
