import { Profiler } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SymbolInfo, SymbolRef } from '@spot/contracts';
import { makeTicker } from '@spot/contracts/testing';
import { pair } from '../testing/fixtures';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import en from '../../locales/en/order-entry.json';
import { OrderFormContainer } from './order-form-container';

const BTC_REF: SymbolRef = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

/** Renders the form and lets its first loads (texts, balances, account info) settle. */
async function renderForm(
  fake = createFakeHost({ lastPrice: '65000' }),
  ref: SymbolRef = BTC_REF,
  locale = 'en',
) {
  localStorage.clear();
  await act(async () => {
    render(
      <OrderFormContainer
        host={fake.host}
        slot="order-entry"
        symbol={ref}
        locale={locale}
        theme="dark"
      />,
    );
  });
  return fake;
}

const inputValue = (name: string) =>
  (screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement).value;
const textOf = (testId: string) => screen.getByTestId(testId).textContent;

const refOf = (info: SymbolInfo): SymbolRef => ({
  symbolName: info.symbolName,
  base: info.baseTokenName,
  quote: info.quoteTokenName,
  isLt: false,
});

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
/** Types `keys` one at a time, as the input sends them: the text it shows, and the key. */
const typeKeys = (name: string, keys: string) => {
  for (const key of keys) type(name, inputValue(name) + key);
};
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('OrderFormContainer', () => {
  it('shows a visitor log in and register instead of submit', async () => {
    await renderForm(createFakeHost({ session: sessionOf(null) }));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toMatch(
      /^\/en\/login\?redirect_url=/,
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toMatch(
      /^\/en\/register\?redirect_url=/,
    );
    expect(screen.queryByTestId('submit-order')).toBeNull();
  });

  it('goes to the price of the side and to the size on the hotkeys', async () => {
    jest.useFakeTimers();
    try {
      const fake = await renderForm();
      await act(async () => {
        fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'focus-sell' });
        jest.runOnlyPendingTimers();
      });
      expect(document.activeElement?.getAttribute('name')).toBe('price');
      expect(screen.getByRole('tab', { name: 'Sell' }).getAttribute('aria-selected')).toBe('true');
      await act(async () => {
        fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'focus-quantity' });
        jest.runOnlyPendingTimers();
      });
      expect(document.activeElement?.getAttribute('name')).toBe('quantity');
      await act(async () => {
        fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'focus-buy' });
        jest.runOnlyPendingTimers();
      });
      expect(document.activeElement?.getAttribute('name')).toBe('price');
      expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('true');
      // A hotkey of another remote changes nothing here.
      await act(async () => {
        fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'interval-next' });
        jest.runOnlyPendingTimers();
      });
      expect(document.activeElement?.getAttribute('name')).toBe('price');
    } finally {
      jest.useRealTimers();
    }
  });

  it("goes to the price of the side the phone's Buy / Sell bar asks for", async () => {
    jest.useFakeTimers();
    try {
      const fake = await renderForm();
      await act(async () => {
        fake.host.bus.emit('order/side-requested', { side: 'SELL' });
        jest.runOnlyPendingTimers();
      });
      expect(document.activeElement?.getAttribute('name')).toBe('price');
      expect(screen.getByRole('tab', { name: 'Sell' }).getAttribute('aria-selected')).toBe('true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the focus back to the field Enter was pressed in when the confirmation closes', async () => {
    const fake = await renderForm();
    await click(screen.getByRole('button', { name: 'Trade preferences' }));
    await click(screen.getByRole('checkbox', { name: /confirm/i }));
    type('Price', '30000');
    type('Quantity', '0.5');
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    quantity.focus();
    await act(async () => {
      fireEvent.submit(quantity.closest('form') as HTMLFormElement);
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm order' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(quantity);
    await act(async () => {
      fireEvent.submit(quantity.closest('form') as HTMLFormElement);
    });
    await click(screen.getByRole('button', { name: 'Place order' }));
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
    expect(document.activeElement).toBe(quantity);
  });

  it('switches the hotkeys of the page off from the trade preferences', async () => {
    const fake = await renderForm();
    await click(screen.getByRole('button', { name: 'Trade preferences' }));
    const box = screen.getByRole('checkbox', { name: /Keyboard shortcuts/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await click(box);
    expect(fake.host.prefs.get('trade.hotkeys')).toBe(false);
    expect(box.checked).toBe(false);
  });

  it("writes the balance and the order's value for the page's locale", async () => {
    await renderForm(undefined, BTC_REF, 'es');
    type('Price', '65000,12');
    type('Quantity', '0,5');
    expect(inputValue('Price')).toBe('65000.12');
    expect(textOf('order-value')).toBe('32500,06000000 USDT');
    expect(textOf('available')).toMatch(/^\d+,\d+ USDT$/);
    // A pre-check's figure, too.
    type('Quantity', '0,00001');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toMatch(/0,0000\d+/);
  });

  it('asks to confirm an order under its own title, with the figures for the locale', async () => {
    const fake = await renderForm(undefined, BTC_REF, 'es');
    await click(screen.getByRole('button', { name: 'Trade preferences' }));
    await click(screen.getByRole('checkbox', { name: /confirm/i }));
    type('Price', '30000');
    type('Quantity', '0.5');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm order' });
    // At the symbol's precisions, as the book and the orders write them (not 0,5 and 30000).
    expect(dialog.textContent).toContain('0,500000 BTC');
    expect(dialog.textContent).toContain('30000,00 USDT');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      price: '30000',
      quantity: '0.5',
    });
  });

  it('places a limit buy, then clears the quantity and says so', async () => {
    const fake = await renderForm();
    type('Price', '65000.129');
    type('Quantity', '0.5');
    expect(inputValue('Price')).toBe('65000.12');
    expect(textOf('order-value')).toBe('32500.06000000 USDT');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe('Order placed.');
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      side: 'BUY',
      type: 'limit',
      price: '65000.12',
      quantity: '0.5',
    });
    expect(inputValue('Quantity')).toBe('');
  });

  it('sends one order for a double click', async () => {
    const fake = await renderForm();
    type('Price', '65000');
    type('Quantity', '0.1');
    const submit = screen.getByRole('button', { name: 'Buy BTC' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(textOf('form-notice')).toBe('Order placed.');
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
  });

  it('shows a pre-check message and sends nothing', async () => {
    const fake = await renderForm();
    type('Price', '65000');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe('Enter a buying quantity.');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    // Announced once, by the host's toast; the form's own notice is no second live region.
    expect(fake.toasts).toEqual([
      { kind: 'error', key: 'order-entry:missingBuyingQuantity', params: {} },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('form-notice').closest('[aria-live], [role=status]')).toBeNull();
    // The field the message is about is marked, and described by it, until it is typed in.
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(screen.getByTestId('form-notice').id);
    expect(screen.getByRole('textbox', { name: /^Price/ }).getAttribute('aria-invalid')).toBeNull();
    type('Quantity', '0.1');
    expect(quantity.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a quantity below the minimum as typed, names the minimum, and sends nothing', async () => {
    const fake = await renderForm();
    type('Price', '65000');
    type('Quantity', '0.00001');
    fireEvent.blur(screen.getByRole('textbox', { name: /^Quantity/ }));
    expect(inputValue('Quantity')).toBe('0.00001');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe('The quantity must be at least 0.000048 BTC.');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('sends a market amount below the minimum nowhere, and says so', async () => {
    const fake = await renderForm();
    await click(screen.getByRole('tab', { name: 'Market' }));
    await click(screen.getByRole('radio', { name: 'Amount' }));
    type('Amount', '0.5');
    fireEvent.blur(screen.getByRole('textbox', { name: /^Amount/ }));
    expect(inputValue('Amount')).toBe('0.5');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe('The buying value must be at least 1 USDT.');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('reads a decimal comma as the point and sends that value', async () => {
    const fake = await renderForm();
    type('Price', '65000,5');
    type('Quantity', '1,5');
    expect(inputValue('Quantity')).toBe('1.5');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      price: '65000.5',
      quantity: '1.5',
    });
  });

  it('refuses 1.500 in Spanish with the hint of a point that may group thousands, and sends 1,5 as 1.5', async () => {
    const fake = await renderForm(undefined, BTC_REF, 'es');
    type('Price', '65000');
    type('Quantity', '1.500');
    const field = screen.getByRole('textbox', { name: /^Quantity/ });
    expect(inputValue('Quantity')).toBe('1.500');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.numberHint.ambiguous)).toBeTruthy();
    // Leaving the field keeps it refused.
    fireEvent.blur(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe(en.invalidNumber);
    expect(fake.callsOf('orderCreate')).toHaveLength(0);

    type('Quantity', '1,5');
    expect(inputValue('Quantity')).toBe('1.5');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({ quantity: '1.5' });
  });

  it('refuses 66,000 typed key by key in English, as pasted; the comma shown as a point read as typed', async () => {
    const fake = await renderForm();
    typeKeys('Price', '66,0');
    expect(inputValue('Price')).toBe('66.0');
    typeKeys('Price', '00');
    const field = screen.getByRole('textbox', { name: /^Price/ });
    expect(inputValue('Price')).toBe('66,000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.numberHint.ambiguous)).toBeTruthy();
    // One zero more is not a decimal comma either: it stays refused, not a price of 66.00.
    typeKeys('Price', '0');
    expect(inputValue('Price')).toBe('66,0000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    typeKeys('Quantity', '0,1');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe(en.invalidNumber);
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    // A decimal comma that cannot group thousands is read and sent.
    type('Price', '');
    typeKeys('Price', '65000,5');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      price: '65000.5',
      quantity: '0.1',
    });
  });

  it('reads 1,500 typed key by key in Spanish as their 1.5, not as a grouping point', async () => {
    const fake = await renderForm(undefined, BTC_REF, 'es');
    type('Price', '65000');
    typeKeys('Quantity', '1,500');
    expect(inputValue('Quantity')).toBe('1.500');
    expect(
      screen.getByRole('textbox', { name: /^Quantity/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({ quantity: '1.500' });
  });

  it('reads 1.500 as 1.5 in English, where a point does not group thousands', async () => {
    const fake = await renderForm();
    type('Price', '65000');
    type('Quantity', '1.500');
    expect(
      screen.getByRole('textbox', { name: /^Quantity/ }).getAttribute('aria-invalid'),
    ).toBeNull();
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({ quantity: '1.500' });
  });

  it('reads a price picked on the book over a price Spanish refused as typed', async () => {
    const fake = await renderForm(undefined, BTC_REF, 'es');
    type('Price', '65.000');
    expect(screen.getByText(en.numberHint.ambiguous)).toBeTruthy();
    act(() =>
      fake.host.bus.emit('orderbook/price-picked', {
        price: '64999.5',
        rowSide: 'ask',
        cumulativeQty: '1',
      }),
    );
    expect(inputValue('Price')).toBe('64999.50');
    expect(screen.queryByText(en.numberHint.ambiguous)).toBeNull();
  });

  it('keeps an exponent as typed, with a hint, and refuses it', async () => {
    const fake = await renderForm();
    type('Price', '65000');
    type('Quantity', '1e5');
    const field = screen.getByRole('textbox', { name: /^Quantity/ });
    expect(inputValue('Quantity')).toBe('1e5');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/exponent notation such as 1e5 is not accepted/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toMatch(/not a number/);
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('takes a price picked on the book', async () => {
    const fake = await renderForm();
    act(() =>
      fake.host.bus.emit('orderbook/price-picked', {
        price: '64999.5',
        rowSide: 'ask',
        cumulativeQty: '1',
      }),
    );
    expect(inputValue('Price')).toBe('64999.50');
  });

  it('shows the balance, the max buy, and sizes the order with the slider', async () => {
    await renderForm();
    expect(textOf('available')).toBe('100000.00000000 USDT');
    type('Price', '50000');
    expect(textOf('max-size')).toBe('2.000000 BTC');
    fireEvent.change(screen.getByRole('slider', { name: 'Percentage of the maximum' }), {
      target: { value: '50' },
    });
    expect(inputValue('Quantity')).toBe('1');
  });

  it('re-renders on the last price only while it values the order: market, not limit', async () => {
    const fake = createFakeHost({ lastPrice: '65000' });
    const commits: string[] = [];
    localStorage.clear();
    await act(async () => {
      render(
        <Profiler id="form" onRender={(_id, phase) => commits.push(phase)}>
          <OrderFormContainer
            host={fake.host}
            slot="order-entry"
            symbol={BTC_REF}
            locale="en"
            theme="dark"
          />
        </Profiler>,
      );
    });
    const moveLast = (lastPrice: string) =>
      act(() => {
        fake.ticker('BTCUSDT').set({
          symbolName: 'BTCUSDT',
          ticker: makeTicker('BTCUSDT', { lastPrice }),
          ts: 2,
        });
        fake.frame();
      });
    type('Price', '64000');
    type('Quantity', '0.5');
    const settled = commits.length;
    moveLast('65100');
    moveLast('65200');
    expect(commits.length).toBe(settled);
    expect(textOf('order-value')).toBe('32000.00000000 USDT');
    // A market order is valued at the last price: it follows the market.
    await click(screen.getByRole('tab', { name: 'Market' }));
    type('Quantity', '0.5');
    expect(textOf('order-value')).toBe('≈ 32600.00000000 USDT');
    moveLast('66000');
    expect(textOf('order-value')).toBe('≈ 33000.00000000 USDT');
  });

  it('shows the fields of each order kind', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'OCO' }));
    expect(screen.getByTestId('oco-tp')).toBeTruthy();
    expect(screen.getByTestId('oco-sl')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Conditional' }));
    expect(screen.getByRole('textbox', { name: /^Trigger price/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Amount' }));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toBeTruthy();
    expect(textOf('max-slippage')).toBe('Max slippage 5%');
    fireEvent.click(screen.getByRole('tab', { name: 'Trailing stop' }));
    expect(screen.getByRole('textbox', { name: /^Trailing percentage/ })).toBeTruthy();
  });

  it('opens the SUI disclaimer in the slot and places the order once accepted', async () => {
    const sui = pair('SUI', { pricePrecision: 4, minPricePrecision: '0.0001' });
    const fake = createFakeHost({ symbols: [sui], lastPrice: '1.8' });
    await renderForm(fake, refOf(sui));
    type('Price', '1.8');
    type('Quantity', '10');
    await click(screen.getByRole('button', { name: 'Buy SUI' }));
    const dialog = screen.getByRole('dialog', { name: 'SUI disclaimer' });
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'I understand and accept' }));
    expect(textOf('form-notice')).toBe('Order placed.');
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
  });

  it('shows each trade preference only under its rule and applies it', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Trade preferences' }));
    const panel = screen.getByTestId('trade-preferences');
    expect(within(panel).queryByRole('checkbox', { name: 'Show TP/SL' })).toBeNull();
    expect(within(panel).queryByRole('checkbox', { name: 'Show spot margin' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Post only' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Show post only' }));
    expect(screen.queryByRole('checkbox', { name: 'Post only' })).toBeNull();
    expect(localStorage.getItem('order-entry.trade-settings')).toContain('"showPostOnly":false');
  });

  it('shows UTA-only preferences to a UTA account', async () => {
    await renderForm(createFakeHost({ session: sessionOf({ utaLevel: 1, classic: false }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Trade preferences' }));
    const panel = screen.getByTestId('trade-preferences');
    expect(within(panel).getByRole('checkbox', { name: 'Show TP/SL' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'Show spot margin' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'Show leverage' })).toBeTruthy();
  });

  it('marks a restricted side before the trader submits', async () => {
    const doge = pair('DOGE', { tradeStatus: 4, isBanBuy: true });
    await renderForm(createFakeHost({ symbols: [doge] }), refOf(doge));
    expect(screen.getByText('Trading on this side of the pair is restricted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    expect(screen.queryByText('Trading on this side of the pair is restricted.')).toBeNull();
  });

  it('labels a demo account and keeps OCO out of its kinds', async () => {
    await renderForm(createFakeHost({ session: sessionOf({ demo: true, utaLevel: 1 }) }));
    expect(screen.getByText('Demo trading: orders use your demo wallet.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'OCO' })).toBeNull();
  });

  const UTA = () => createFakeHost({ session: sessionOf({ utaLevel: 1, classic: false }) });

  /** Switches a trade preference on in the panel, then closes the panel. */
  const preference = async (name: string) => {
    await click(screen.getByRole('button', { name: 'Trade preferences' }));
    const panel = screen.getByTestId('trade-preferences');
    await click(within(panel).getByRole('checkbox', { name }));
    await click(screen.getByRole('button', { name: 'Trade preferences' }));
  };

  it('attaches TP/SL to a limit buy where the preference shows it', async () => {
    const fake = await renderForm(UTA());
    expect(screen.queryByTestId('tpsl')).toBeNull();
    await preference('Show TP/SL');
    await click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    type('Price', '65000');
    type('Quantity', '0.1');
    type('Take-profit trigger', '70000.129');
    expect(inputValue('Take-profit trigger')).toBe('70000.12');
    type('Stop-loss trigger', '65000');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe(
      'For a buy, the stop-loss trigger must be below the order price (65000).',
    );
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    type('Stop-loss trigger', '60000');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect(textOf('form-notice')).toBe('Order placed.');
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      type: 'limit',
      price: '65000',
      tp: { trigger_price: '70000.12', type: 'market' },
      sl: { trigger_price: '60000', type: 'market' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    expect(screen.queryByTestId('tpsl')).toBeNull();
  });

  it('offers no TP/SL to a classic account', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Trade preferences' }));
    expect(screen.queryByRole('checkbox', { name: 'Show TP/SL' })).toBeNull();
    expect(screen.queryByTestId('tpsl')).toBeNull();
  });

  it('places a margin order; checking margin hides post only and time in force', async () => {
    const fake = await renderForm(UTA());
    expect(screen.queryByRole('switch', { name: 'Margin' })).toBeNull();
    await preference('Show spot margin');
    expect(screen.getByRole('checkbox', { name: 'Post only' })).toBeTruthy();
    await click(screen.getByRole('checkbox', { name: 'Post only' }));
    await click(screen.getByRole('switch', { name: 'Margin' }));
    expect(screen.queryByRole('checkbox', { name: 'Post only' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Time in force/ })).toBeNull();
    type('Price', '65000');
    type('Quantity', '0.1');
    await click(screen.getByRole('button', { name: 'Buy BTC' }));
    const request = fake.callsOf('orderCreate')[0]?.request;
    // The hidden post-only choice is not sent.
    expect(request).toMatchObject({ is_leverage: true, time_in_force: 'GTC' });
    fireEvent.click(screen.getByRole('tab', { name: 'Conditional' }));
    expect(screen.queryByRole('switch', { name: 'Margin' })).toBeNull();
  });

  it('offers no margin switch when leverage is off', async () => {
    const fake = createFakeHost({
      session: sessionOf({ utaLevel: 1, classic: false }),
      account: { leverageOff: true },
    });
    await renderForm(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Trade preferences' }));
    expect(screen.queryByRole('checkbox', { name: 'Show spot margin' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Margin' })).toBeNull();
  });
});
