import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createFakeHost, makeSession } from '@spot/contracts/testing';
import { ToolsContainer } from './tools-container';

const symbol = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

/** The remote's texts, so that each message is read as a trader reads it. */
function texts(lng: string) {
  return JSON.parse(
    readFileSync(join(__dirname, `../../locales/${lng}/tools.json`), 'utf8'),
  ) as Record<string, unknown>;
}

async function mount(tool: string, locale = 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { tools: texts(locale) }, en: { tools: texts('en') } },
    interpolation: { escapeValue: false },
  });
  const fake = createFakeHost({
    session: makeSession({ isLogin: true, roles: { utaLevel: 1, classic: false } }),
    i18n,
  });
  fake.setLastPrice('BTCUSDT', '100');
  fake.setAccount({
    balances: [
      { tokenId: 'USDT', free: '5000', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
      { tokenId: 'BTC', free: '2', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
    ],
    updatedAt: 1,
  });
  // The remote's texts load in a promise: its state update is flushed inside act.
  await act(async () => {
    render(
      <ToolsContainer
        host={fake.host}
        slot="tools"
        symbol={symbol}
        locale={locale}
        theme="dark"
        request={{ tool }}
      />,
    );
  });
  const form = screen.getByTestId(`tool-form-${tool}`);
  const input = (label: RegExp) =>
    within(form).getByRole<HTMLInputElement>('textbox', { name: label });
  const type = (label: RegExp, value: string) =>
    fireEvent.change(input(label), { target: { value } });
  /** The hint under a field, or null. */
  const hint = (label: RegExp) => {
    const id = input(label).getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  };
  const review = () => within(form).getByRole<HTMLButtonElement>('button', { name: 'Review' });
  return { fake, form, input, type, hint, review };
}

const refusal = () => screen.queryByTestId('tool-refusal')?.textContent ?? null;

describe('the scaled order form', () => {
  const good = (type: (label: RegExp, value: string) => void) => {
    type(/First price/, '90');
    type(/Last price/, '110');
    type(/Number of orders/, '5');
    type(/Total quantity/, '1');
  };

  it('shows the plan of a good form', async () => {
    const { type, review } = await mount('scaledOrder');
    good(type);
    expect(refusal()).toBeNull();
    expect(screen.getByTestId('tool-plan')).toBeTruthy();
    expect(review().disabled).toBe(false);
  });

  it('asks for a price while none is typed', async () => {
    const { type } = await mount('scaledOrder');
    type(/Number of orders/, '5');
    expect(refusal()).toBe('Enter a price.');
  });

  it('refuses a zero price with the least price, not as a missing one', async () => {
    const { type, hint, input, review } = await mount('scaledOrder');
    good(type);
    type(/First price/, '0');
    expect(hint(/First price/)).toBe('The price must be at least 0.01.');
    expect(input(/First price/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Enter a price.')).toBeNull();
    expect(review().disabled).toBe(true);
  });

  it('refuses letters in the count by the count, not by digits and separators', async () => {
    const { type, hint, input, review } = await mount('scaledOrder');
    good(type);
    type(/Number of orders/, 'abc');
    expect(input(/Number of orders/).value).toBe('abc');
    expect(hint(/Number of orders/)).toBe(
      'The number of orders must be a whole number from 2 to 20.',
    );
    expect(screen.queryByText('Use digits and one decimal separator only.')).toBeNull();
    expect(review().disabled).toBe(true);
  });

  it('keeps a count of 2.5 as typed and refuses it, also when the field is left', async () => {
    const { type, hint, input, review } = await mount('scaledOrder');
    good(type);
    type(/Number of orders/, '2.5');
    fireEvent.blur(input(/Number of orders/));
    expect(input(/Number of orders/).value).toBe('2.5');
    expect(hint(/Number of orders/)).toBe(
      'The number of orders must be a whole number from 2 to 20.',
    );
    expect(screen.queryByTestId('tool-plan')).toBeNull();
    expect(review().disabled).toBe(true);
  });

  it('refuses a negative price by its sign and a count out of range by its range', async () => {
    const { type, hint } = await mount('scaledOrder');
    good(type);
    type(/Last price/, '-110');
    type(/Number of orders/, '21');
    expect(hint(/Last price/)).toBe('Type the number without a sign.');
    expect(hint(/Number of orders/)).toBe(
      'The number of orders must be a whole number from 2 to 20.',
    );
  });

  it('refuses a zero total quantity with the least size', async () => {
    const { type, hint } = await mount('scaledOrder');
    good(type);
    type(/Total quantity/, '0');
    expect(hint(/Total quantity/)).toBe('The quantity must be at least 0.000048 BTC.');
  });

  it('reads a Spanish decimal comma and writes the messages with it', async () => {
    const { type, hint, input } = await mount('scaledOrder', 'es');
    type(/Primer precio/, '90');
    type(/Último precio/, '110');
    type(/Número de órdenes/, '5');
    type(/Cantidad total/, '1,5');
    expect(input(/Cantidad total/).value).toBe('1.5');
    expect(screen.getByTestId('tool-plan')).toBeTruthy();
    type(/Número de órdenes/, '2,5');
    expect(hint(/Número de órdenes/)).toBe('El número de órdenes debe ser un entero de 2 a 20.');
    type(/Número de órdenes/, '5');
    type(/Primer precio/, '0');
    expect(hint(/Primer precio/)).toBe('El precio debe ser al menos 0,01.');
  });
});

describe('a point that may group thousands', () => {
  it('refuses 1.500 in Spanish with its hint, until the field is typed again (1,5)', async () => {
    const { type, hint, input, form } = await mount('scaledOrder', 'es');
    const review = () => within(form).getByRole<HTMLButtonElement>('button', { name: 'Revisar' });
    type(/Primer precio/, '90');
    type(/Último precio/, '110');
    type(/Número de órdenes/, '5');
    type(/Cantidad total/, '1.500');
    expect(input(/Cantidad total/).value).toBe('1.500');
    const hints = texts('es').numberHint as Record<string, string>;
    expect(hint(/Cantidad total/)).toBe(hints.ambiguous);
    expect(hints.ambiguous).toMatch(/^Aquí un punto puede agrupar miles/);
    expect(review().disabled).toBe(true);
    // Leaving the field keeps it refused.
    fireEvent.blur(input(/Cantidad total/));
    expect(hint(/Cantidad total/)).toMatch(/^Aquí un punto puede agrupar miles/);
    type(/Cantidad total/, '1,5');
    expect(input(/Cantidad total/).value).toBe('1.5');
    expect(hint(/Cantidad total/)).toBeNull();
    expect(review().disabled).toBe(false);
  });

  it('reads 1.500 as 1.5 in English, where a point does not group thousands', async () => {
    const { type, hint, input, review } = await mount('scaledOrder');
    type(/First price/, '90');
    type(/Last price/, '110');
    type(/Number of orders/, '5');
    type(/Total quantity/, '1.500');
    expect(input(/Total quantity/).value).toBe('1.500');
    expect(hint(/Total quantity/)).toBeNull();
    expect(review().disabled).toBe(false);
  });
});

describe('the refusal line', () => {
  it("writes the check's figures with a Spanish decimal comma", async () => {
    const { type } = await mount('scaledOrder', 'es');
    type(/Primer precio/, '90');
    type(/Último precio/, '110');
    type(/Número de órdenes/, '5');
    type(/Cantidad total/, '0,0001');
    expect(refusal()).toBe('Cada orden debe ser de al menos 0,000048 BTC.');
  });
});

describe('the other tool forms', () => {
  it('refuses a fractional number of grid lines rather than cutting it', async () => {
    const { type, hint, input } = await mount('gridBot');
    type(/Grid lines/, '5.5');
    expect(input(/Grid lines/).value).toBe('5.5');
    expect(hint(/Grid lines/)).toMatch(/^Grid lines must be a whole number from 3 to/);
  });

  it('refuses a zero stop loss as a price, and a zero investment by the least value', async () => {
    const { type, hint } = await mount('gridBot');
    type(/Stop loss/, '0');
    type(/Investment/, '0');
    expect(hint(/Stop loss/)).toBe('The price must be at least 0.01.');
    expect(hint(/Investment/)).toBe('The investment must be at least 1 USDT.');
  });

  it('refuses a fractional running time and interval in whole units', async () => {
    const { type, hint, input } = await mount('twap');
    type(/Running time/, '10.5');
    type(/Interval/, 'ten');
    expect(input(/Running time/).value).toBe('10.5');
    expect(hint(/Running time/)).toBe(
      'The running time must be a whole number of minutes, from 5 minutes to 24 hours.',
    );
    expect(hint(/Interval/)).toBe('The interval must be a whole number of seconds from 5 to 120.');
  });

  it('refuses a zero price limit as a price, not as a missing one', async () => {
    const { type, hint } = await mount('twap');
    type(/Total quantity/, '1');
    type(/Running time/, '10');
    type(/Interval/, '10');
    type(/Price limit/, '0');
    expect(hint(/Price limit/)).toBe('The price must be at least 0.01.');
    expect(screen.queryByText('Enter a price.')).toBeNull();
  });

  it('refuses a zero visible quantity with the least size', async () => {
    const { type, hint } = await mount('iceberg');
    type(/^Price/, '100');
    type(/Total quantity/, '1');
    type(/Visible quantity/, '0');
    expect(hint(/Visible quantity/)).toBe('The quantity must be at least 0.000048 BTC.');
    expect(screen.queryByText('Enter the visible quantity.')).toBeNull();
  });
});
