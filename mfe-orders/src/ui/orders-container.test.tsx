import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiResult, EndpointName, Order } from '@spot/contracts';
import { flush } from '@spot/contracts/testing';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { orderOf, withStatus } from '../testing/orders';
import { OrdersContainer } from './orders-container';

const props = {
  slot: 'orders' as const,
  locale: 'en',
  theme: 'dark' as const,
  symbol: { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false },
};

function trader(options: Parameters<typeof sessionOf>[0] = {}, open: Order[] = []) {
  const fake = createFakeHost(sessionOf(options));
  fake.control.answer = (name: EndpointName) => {
    if (name === 'openOrders') return { ok: true, result: open } as ApiResult<unknown>;
    if (name === 'utaOrders') return { ok: true, result: { result: [] } } as ApiResult<unknown>;
    if (name === 'queryOpenOrders') {
      const list = open.map((o) => ({ ...o, mtp: 'spot', syb: o.symbolId }));
      return { ok: true, result: { list, downgrading: false } } as ApiResult<unknown>;
    }
    if (name === 'queryPositions') {
      return {
        ok: true,
        result: {
          list: [
            {
              mtp: 'spot',
              coin: 'USDT',
              size: '100000',
              free: '99000',
              locked: '1000',
              usdtValue: '100000',
            },
          ],
        },
      } as ApiResult<unknown>;
    }
    return { ok: true, result: [] } as ApiResult<unknown>;
  };
  return fake;
}

async function mount(fake: ReturnType<typeof trader>) {
  const view = render(<OrdersContainer host={fake.host} {...props} />);
  await act(() => flush());
  return view;
}

describe('a visitor', () => {
  it('sees the login and register links with the locale and a redirect, and no actions', async () => {
    const fake = createFakeHost(sessionOf({ isLogin: false }));
    await mount(fake);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/en/login?redirect_url=%2F',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register?redirect_url=%2F',
    );
    expect(screen.queryByRole('button', { name: 'Cancel all' })).toBeNull();
    expect(fake.calls).toEqual([]);
  });
});

describe('a classic trader', () => {
  const open = orderOf({ orderId: '7', price: '1000.50', origQty: '0.010000' });

  it('sees the open orders the exchange returns, with a cancel per row', async () => {
    const fake = trader({}, [open]);
    await mount(fake);
    const table = screen.getByRole('table', { name: 'Current orders' });
    expect(within(table).getByText('1000.50')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Current orders (1)' })).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel: Buy 0.010000 BTC/USDT at 1000.50' }),
    );
    await act(() => flush());
    expect(fake.callsOf('cancelOrder')[0]?.request).toEqual({
      order_id: '7',
      client_order_id: open.clientOrderId,
    });
  });

  it('shows the column headers once the texts arrive after the list', async () => {
    const fake = createFakeHost(sessionOf(), { lateTexts: true });
    fake.control.answer = () => ({ ok: true, result: [open] }) as ApiResult<unknown>;
    await mount(fake);
    expect(screen.queryByRole('columnheader', { name: 'Price' })).toBeNull();
    await act(async () => {
      fake.releaseTexts();
      await flush();
    });
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeTruthy();
  });

  it('follows live events without a reload', async () => {
    const fake = trader();
    await mount(fake);
    expect(screen.getByText('No orders')).toBeTruthy();
    const placed = orderOf({ orderId: '9', price: '123.45' });
    act(() => fake.push('order_new', [placed]));
    expect(screen.getByText('123.45')).toBeTruthy();
    act(() =>
      fake.push('order_new', [withStatus(placed, 'FILLED', { executedQty: placed.origQty })]),
    );
    expect(screen.queryByText('123.45')).toBeNull();
    // One announcement, through the host: a notice with the fill's figures.
    expect(fake.toasts).toEqual([
      expect.objectContaining({
        key: 'orders:orderCompleted',
        detail: 'orders:orderCompletedDetail',
      }),
    ]);
  });

  it('shows one row per OCO order with its legs, names a trailing stop as such, writes the pair', async () => {
    const fake = trader();
    await mount(fake);
    const oco = (id: string, sibling: string, ocoLeg: 'TP' | 'SL', trigger: string) =>
      orderOf({
        orderId: id,
        ocoSiblingId: sibling,
        ocoLeg,
        planType: 10,
        type: 'CONDITIONAL_LIMIT',
        side: 'SELL',
        triggerPrice: trigger,
        price: trigger,
        status: 'ORDER_NEW',
      });
    act(() =>
      fake.push('oco_order', [
        oco('t1', 's1', 'TP', '70000.00'),
        oco('s1', 't1', 'SL', '60000.00'),
        oco('t2', 's2', 'TP', '71000.00'),
        oco('s2', 't2', 'SL', '61000.00'),
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'OCO (2)' }));
    const table = screen.getByTestId('current-orders');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const text = rows.map((r) => r.textContent ?? '');
    expect(text.every((row) => row.includes('OCO') && row.includes('BTC/USDT'))).toBe(true);
    expect(text.some((row) => /TP 70000\.00SL 60000\.00/.test(row))).toBe(true);
    expect(text.some((row) => /TP 71000\.00SL 61000\.00/.test(row))).toBe(true);

    act(() =>
      fake.push('plan_order', [
        orderOf({
          orderId: 'tr',
          planType: 4,
          type: 'CONDITIONAL_MARKET',
          side: 'SELL',
          price: '0',
          activationPrice: '66000.00',
          trailingPercentage: '1.5',
          stopOrderType: 'TrailingProfit',
          status: 'ORDER_NEW',
        }),
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Trailing stop (1)' }));
    const trailing = within(screen.getByTestId('current-orders')).getAllByRole('row')[1];
    expect(trailing?.textContent).toContain('Trailing stop');
    expect(trailing?.textContent).not.toContain('Conditional');
    expect(trailing?.textContent).toContain('Activation 66000.00');
    expect(trailing?.textContent).toContain('Trail 1.5%');
  });

  it('enables cancel-all only while the sub-tab has open orders, and asks first', async () => {
    const fake = trader({}, [open]);
    await mount(fake);
    const cancelAll = screen.getByRole('button', { name: 'Cancel all' }) as HTMLButtonElement;
    expect(cancelAll.disabled).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Stop limit (0)' }));
    expect((screen.getByRole('button', { name: 'Cancel all' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Limit & market (1)' }));
    fake.control.confirmAnswer = false;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    await act(() => flush());
    expect(fake.confirms).toHaveLength(1);
    expect(fake.callsOf('cancelAllOrders')).toEqual([]);
  });

  it('shows dashes for missing data', async () => {
    const stop = orderOf({ orderId: 's', planType: 8, status: 'ORDER_NEW' });
    const fake = trader();
    fake.control.answer = (name) =>
      ({ ok: true, result: name === 'openPlanOrders' ? [stop] : [] }) as ApiResult<unknown>;
    await mount(fake);
    fireEvent.click(screen.getByRole('tab', { name: /^Stop limit/ }));
    const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-row-key') === 's');
    expect(row && within(row).getByText('--')).toBeTruthy();
  });

  it('says in the page language that the list cannot be read, and retries', async () => {
    const fake = trader();
    fake.control.answer = () => ({ ok: false, kind: 'network', message: 'offline' });
    await mount(fake);
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded');
    const asked = fake.callsOf('openOrders').length;
    fake.control.answer = () => ({ ok: true, result: [open] }) as ApiResult<unknown>;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => flush());
    expect(fake.callsOf('openOrders').length).toBeGreaterThan(asked);
    expect(screen.getByText('1000.50')).toBeTruthy();
  });

  it('links the full order page on the main site, with the locale prefix', async () => {
    const fake = trader();
    await mount(fake);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(
      'https://www.example.com/en/user/assets/order/fed/spot-current-orders/active',
    );
    expect(fake.navigations).toEqual([]);
  });

  it('marks spot-margin orders, and only those, in the open and historical lists', async () => {
    const margin = orderOf({ orderId: 'm1', price: '1000.50', isLeverage: true });
    const spot = orderOf({ orderId: 's1', price: '1000.40' });
    const doneMargin = withStatus(orderOf({ orderId: 'm2', isLeverage: true }), 'FILLED');
    const doneSpot = withStatus(orderOf({ orderId: 's2' }), 'CANCELED');
    const fake = trader({}, [margin, spot]);
    fake.control.answer = (name) =>
      ({
        ok: true,
        result:
          name === 'openOrders'
            ? [margin, spot]
            : name === 'orderHistory'
              ? [doneMargin, doneSpot]
              : [],
      }) as ApiResult<unknown>;
    await mount(fake);
    const rowOf = (key: string) =>
      screen.getAllByRole('row').find((r) => r.getAttribute('data-row-key') === key);
    const tagOf = (key: string) => {
      const row = rowOf(key);
      expect(row).toBeTruthy();
      return row ? within(row).queryByTestId('margin-tag') : null;
    };
    expect(tagOf('m1')?.textContent).toBe('Margin');
    expect(tagOf('s1')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Historical orders' }));
    await act(() => flush());
    expect(tagOf('m2')?.textContent).toBe('Margin');
    expect(tagOf('s2')).toBeNull();
  });

  it('reads the historical orders of the chosen range', async () => {
    const done = withStatus(orderOf({ orderId: 'h1', price: '999.99' }), 'FILLED');
    const fake = trader();
    fake.control.answer = (name) =>
      ({ ok: true, result: name === 'orderHistory' ? [done] : [] }) as ApiResult<unknown>;
    await mount(fake);
    fireEvent.click(screen.getByRole('tab', { name: 'Historical orders' }));
    await act(() => flush());
    expect(screen.getByText('999.99')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Time range' }), {
      target: { value: '30' },
    });
    await act(() => flush());
    const requests = fake
      .callsOf('orderHistory')
      .map((c) => c.request as { start_time: number; end_time: number });
    const last = requests.at(-1)!;
    expect(last.end_time - last.start_time).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('shows the compliance tabs and tip where enabled', async () => {
    await mount(trader());
    expect(screen.getByRole('tab', { name: 'S&R records' })).toBeTruthy();
    expect(screen.getByText(/price-time priority/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'OCO (0)' })).toBeTruthy();
  });

  it('hides them where the compliance config or a demo account says so', async () => {
    await mount(
      trader({ compliance: { tokenRecordTab: false, orderHeaderTip: false, ocoTabs: false } }),
    );
    expect(screen.queryByRole('tab', { name: 'S&R records' })).toBeNull();
    expect(screen.queryByText(/price-time priority/)).toBeNull();
    expect(screen.queryByRole('tab', { name: /^OCO/ })).toBeNull();
  });
});

describe('a UTA trader with the integrated order request flag', () => {
  it('gets the integrated orders area fed by queryOpenOrders and queryPositions', async () => {
    const fake = trader(
      { roles: { utaLevel: 1, classic: false }, compliance: { integratedOrderRequest: true } },
      [orderOf({ orderId: 'i1', price: '321.00' })],
    );
    await mount(fake);
    expect(screen.getByTestId('orders-panel').getAttribute('data-family')).toBe('integrated');
    expect(screen.getByText('321.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Positions' }));
    await act(() => flush());
    // USDT at its precision across the symbol list (BTCUSDT's amount precision, 8).
    expect(screen.getByText('99000.00000000')).toBeTruthy();
    expect(fake.callsOf('queryPositions')[0]?.request).toEqual({ needSort: true });
    expect(screen.getByRole('link', { name: 'P&L' }).getAttribute('href')).toBe(
      'https://www.example.com/en/user/assets/home/performance?tab=spot',
    );
  });
});
