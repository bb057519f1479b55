import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiResult, Order } from '@spot/contracts';
import { flush } from '@spot/contracts/testing';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { orderOf, withStatus } from '../testing/orders';
import { focusTarget } from './keep-row-focus';
import { OrdersContainer } from './orders-container';

describe('where focus goes when its row goes', () => {
  it.each([
    ['the row that took its place', ['a', 'b', 'c'], ['a', 'c'], 'b', 'c'],
    ['the row before, for the last row', ['a', 'b', 'c'], ['a', 'b'], 'c', 'b'],
    ['the nearest row left before, when those after went too', ['a', 'b', 'c'], ['a'], 'b', 'a'],
    ['nowhere, with no row left', ['a'], [], 'a', null],
    ['nowhere, for a row it never saw', ['a'], ['a'], 'x', null],
  ] as const)('is %s', (_name, before, after, gone, expected) => {
    expect(focusTarget(before, after, gone)).toBe(expected);
  });
});

describe('cancelling an order with the keyboard', () => {
  const props = {
    slot: 'orders' as const,
    locale: 'en',
    theme: 'dark' as const,
    symbol: { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false },
  };

  async function mountWith(open: Order[]) {
    const fake = createFakeHost(sessionOf());
    fake.control.answer = (name, request) => {
      if (name !== 'cancelOrder') {
        return { ok: true, result: name === 'openOrders' ? open : [] } as ApiResult<unknown>;
      }
      const { order_id } = request as { order_id: string };
      const order = open.find((o) => o.orderId === order_id);
      return { ok: true, result: order && withStatus(order, 'CANCELED') } as ApiResult<unknown>;
    };
    render(<OrdersContainer host={fake.host} {...props} />);
    await act(() => flush());
    return fake;
  }

  // Enter on a focused button is its click; jsdom has no default action for the key itself.
  async function cancelFocused(name: RegExp) {
    const button = screen.getByRole('button', { name });
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await act(() => flush());
  }

  it("moves focus to the next row's Cancel, else the previous row's, else the list", async () => {
    // Newest first: c (price 3), b (price 2), a (price 1).
    await mountWith([
      orderOf({ orderId: 'c', price: '3.00', time: 3 }),
      orderOf({ orderId: 'b', price: '2.00', time: 2 }),
      orderOf({ orderId: 'a', price: '1.00', time: 1 }),
    ]);
    const table = screen.getByTestId('current-orders');
    const keys = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.getAttribute('data-row-key'));
    expect(keys()).toEqual(['c', 'b', 'a']);

    await cancelFocused(/at 3\.00$/);
    expect(keys()).toEqual(['b', 'a']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /at 2\.00$/ }));

    await cancelFocused(/at 1\.00$/);
    expect(keys()).toEqual(['b']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /at 2\.00$/ }));

    await cancelFocused(/at 2\.00$/);
    expect(screen.getByText('No orders')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Current orders' }));
  });

  it('leaves focus where the trader moved it while the cancel was in flight', async () => {
    await mountWith([orderOf({ orderId: 'b', price: '2.00' }), orderOf({ orderId: 'a' })]);
    const elsewhere = screen.getByRole('button', { name: 'Cancel all' });
    const button = screen.getByRole('button', { name: /at 2\.00$/ });
    button.focus();
    fireEvent.click(button);
    elsewhere.focus();
    await act(() => flush());
    expect(screen.queryByRole('button', { name: /at 2\.00$/ })).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('keeps focus on a Cancel while it is in flight and after the exchange refuses it', async () => {
    const fake = await mountWith([orderOf({ orderId: 'b', price: '2.00' })]);
    let release: (result: ApiResult<unknown>) => void = () => undefined;
    fake.control.answer = () => new Promise((resolve) => (release = resolve));
    const button = screen.getByRole('button', { name: /at 2\.00$/ });
    button.focus();
    fireEvent.click(button);
    await act(() => flush());
    // In flight: marked unavailable without `disabled`, which would drop the browser's focus.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    release({ ok: false, kind: 'business', code: 170213, message: 'Order not exists' });
    await act(() => flush());
    expect(fake.callsOf('cancelOrder')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /at 2\.00$/ })).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});
