import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiResult, EndpointName, LtTokenOrder, TradeFill } from '@spot/contracts';
import { flush, makeSymbol } from '@spot/contracts/testing';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { orderOf } from '../testing/orders';
import { OrdersContainer } from './orders-container';

const BTC3L = makeSymbol('BTC3L', 'USDT', { ltDirection: 'long' });
const SYMBOLS = [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT'), BTC3L];

const record = (orderId: string, symbol: string): LtTokenOrder => ({
  orderId,
  orderType: 1,
  orderQuantity: '100',
  status: 1,
  symbol,
  createdTime: 1_700_000_000_000,
});

function mount(
  symbolName: string,
  answer: (name: EndpointName, request: unknown) => ApiResult<unknown> | undefined,
  widthClass: 'mobile' | 'desktop' = 'desktop',
) {
  const fake = createFakeHost(sessionOf(), { symbols: SYMBOLS });
  fake.control.answer = (name, request) =>
    answer(name, request) ?? ({ ok: true, result: [] } as ApiResult<unknown>);
  fake.setWidthClass(widthClass);
  const base = symbolName.replace(/USDT$/, '');
  render(
    <OrdersContainer
      host={fake.host}
      slot="orders"
      locale="en"
      theme="dark"
      symbol={{ symbolName, base, quote: 'USDT', isLt: false }}
    />,
  );
  return fake;
}

async function openTokenRecords() {
  await act(() => flush());
  fireEvent.click(screen.getByRole('tab', { name: 'S&R records' }));
  await act(() => flush());
}

describe('the S&R records', () => {
  const refusal = {
    ok: false,
    kind: 'business',
    code: 10002,
    message: 'BTCUSDT is not a leveraged-token symbol',
  } as const;

  it("lists all the trader's records on a pair that is no leveraged token, never asking for it", async () => {
    const fake = mount('BTCUSDT', (name, request) => {
      if (name !== 'ltOrders') return undefined;
      return (request as { symbol?: string }).symbol === undefined
        ? ({ ok: true, result: [record('l1', 'BTC3LUSDT')] } as ApiResult<unknown>)
        : refusal;
    });
    await openTokenRecords();
    expect(fake.callsOf('ltOrders').map((c) => c.request)).toEqual([{}]);
    const table = screen.getByTestId('token-records');
    expect(within(table).getByText('BTC3L/USDT')).toBeTruthy();
    expect(screen.queryByText(/not a leveraged-token symbol/)).toBeNull();
  });

  it('asks for the records of the leveraged-token pair shown', async () => {
    const fake = mount('BTC3LUSDT', (name) =>
      name === 'ltOrders'
        ? ({ ok: true, result: [record('l1', 'BTC3LUSDT')] } as ApiResult<unknown>)
        : undefined,
    );
    await openTokenRecords();
    expect(fake.callsOf('ltOrders').map((c) => c.request)).toEqual([{ symbol: 'BTC3LUSDT' }]);
  });

  it("shows a refusal the page cannot name in the exchange's words, in their own direction, and retries", async () => {
    const fake = mount('BTC3LUSDT', (name) => (name === 'ltOrders' ? refusal : undefined));
    await openTokenRecords();
    // Spec 000 §8: a list's load failure shows the message.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('BTCUSDT is not a leveraged-token symbol');
    expect(alert.getAttribute('dir')).toBe('auto');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => flush());
    expect(fake.callsOf('ltOrders')).toHaveLength(2);
  });

  it("names a refusal the host's error-code texts know in their words", async () => {
    const fake = mount('BTC3LUSDT', (name) => (name === 'ltOrders' ? refusal : undefined));
    fake.host.i18n.instance.addResourceBundle('en', 'error-code', {
      '10002': 'This market does not exist.',
    });
    await openTokenRecords();
    expect(screen.getByRole('alert').textContent).toBe('This market does not exist.');
  });
});

describe('the transaction record', () => {
  const fill = (tradeId: string, side: 'Buy' | 'Sell', execFee: string): TradeFill => ({
    tradeId,
    tradeTime: 1_700_000_000_000,
    side,
    execPrice: '65000.00',
    execValue: '4975.43',
    execQty: '0.076545',
    execFee,
    orderType: 'LIMIT',
    symbolId: 'BTCUSDT',
  });

  it("writes each fee at its token's precision, with the token", async () => {
    mount('BTCUSDT', (name) =>
      name === 'tradeHistory'
        ? ({
            ok: true,
            result: [fill('t1', 'Sell', '4.97543335596'), fill('t2', 'Buy', '0.0000765451')],
          } as ApiResult<unknown>)
        : undefined,
    );
    await act(() => flush());
    fireEvent.click(screen.getByRole('tab', { name: 'Transaction record' }));
    await act(() => flush());
    const table = screen.getByTestId('transaction-record');
    // USDT at 8 decimals (the amount precision), BTC at 6 (the quantity precision), cut.
    expect(within(table).getByText('4.97543335 USDT')).toBeTruthy();
    expect(within(table).getByText('0.000076 BTC')).toBeTruthy();
    expect(within(table).queryByText(/4\.97543335596/)).toBeNull();
  });
});

describe('the current orders on a phone', () => {
  it('shows each order as a card with its price, quantity and Cancel', async () => {
    mount(
      'BTCUSDT',
      (name) =>
        name === 'openOrders'
          ? ({
              ok: true,
              result: [orderOf({ orderId: '7', price: '60000.00', origQty: '0.100000' })],
            } as ApiResult<unknown>)
          : undefined,
      'mobile',
    );
    await act(() => flush());
    const table = screen.getByTestId('current-orders');
    expect(table.getAttribute('data-layout')).toBe('cards');
    const row = within(table).getAllByRole('row')[1]!;
    // Every cell is labelled in the card, so nothing needs a header row beside it.
    const cell = (label: string) =>
      within(row)
        .getAllByRole('cell')
        .find((c) => c.querySelector('.vt-label')?.textContent === label);
    expect(cell('Price')?.textContent).toBe('Price60000.00');
    expect(cell('Quantity')?.textContent).toBe('Quantity0.100000');
    const cancel = within(row).getByRole('button', { name: /^Cancel: Buy 0\.100000/ });
    expect(cancel.closest('[role="cell"]')?.className).toBe('vt-action');
    // The time has a line of its own, written left to right on any page (it has no letter to
    // give it a direction: an Arabic page put its time before its date).
    const time = cell('Time');
    expect(time?.classList.contains('vt-wide')).toBe(true);
    expect(time?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(cell('Pair')?.querySelector('bdi')?.hasAttribute('dir')).toBe(false);
    // Nothing forces the list wider than the phone.
    for (const group of within(table).getAllByRole('rowgroup')) {
      expect(group.style.minWidth).toBe('');
    }
  });

  it('keeps the table on a desktop', async () => {
    mount('BTCUSDT', (name) =>
      name === 'openOrders'
        ? ({ ok: true, result: [orderOf({ orderId: '7' })] } as ApiResult<unknown>)
        : undefined,
    );
    await act(() => flush());
    expect(screen.getByTestId('current-orders').getAttribute('data-layout')).toBe('table');
  });
});
