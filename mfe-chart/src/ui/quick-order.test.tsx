import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeHost, makeSession, makeSymbol } from '@spot/contracts/testing';
import en from '../../locales/en/chart.json';
import es from '../../locales/es/chart.json';
import { chartI18n } from '../testing/chart-i18n';
import type { ChartEngine } from './engine/chart-engine';
import { QuickOrder, type HoverListener } from './quick-order';

const i18n = chartI18n();

const BTC = makeSymbol('BTC', 'USDT', { pricePrecision: 2, quantityPrecision: 6 });
const engine = { priceAxisWidth: () => 60 } as unknown as ChartEngine;

/** The quick order's panel opened at a hovered price, for a logged-in trader. */
function openPanel(locale: string) {
  const fake = createFakeHost({ session: makeSession({ isLogin: true }), symbols: [BTC] });
  const hover: { current: HoverListener | null } = { current: null };
  render(
    <QuickOrder
      host={fake.host}
      engine={engine}
      info={BTC}
      locale={locale}
      hover={hover}
      t={i18n.getFixedT(locale, 'chart')}
    />,
  );
  act(() => hover.current?.({ price: '65000', y: 100 }));
  fireEvent.click(screen.getByTestId('chart-quick-plus'));
  const field = screen.getByRole('textbox') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { fake, field, type };
}

describe('the quick order quantity', () => {
  it('refuses 1.500 in Spanish with the hint of a point that may group thousands', async () => {
    const { fake, field, type } = openPanel('es');
    type('1.500');
    expect(field.value).toBe('1.500');
    expect(screen.getByRole('alert').textContent).toBe(es.numberHint.ambiguous);
    expect(es.numberHint.ambiguous).toMatch(/^Aquí un punto puede separar miles/);
    expect(screen.getByRole('button', { name: es.quickBuy })).toHaveProperty('disabled', true);
    // Nor does Enter in the field send it.
    await act(async () => {
      fireEvent.submit(field);
    });
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    type('1,5');
    expect(field.value).toBe('1.5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses 1,000 typed key by key in English, as pasted, and reads 1,5 typed so as 1.5', () => {
    const { field, type } = openPanel('en');
    for (const key of '1,000') type(field.value + key);
    expect(field.value).toBe('1,000');
    expect(screen.getByRole('alert').textContent).toBe(en.numberHint.ambiguous);
    expect(screen.getByRole('button', { name: en.quickBuy })).toHaveProperty('disabled', true);
    type('');
    for (const key of '1,5') type(field.value + key);
    expect(field.value).toBe('1.5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads 1.500 as 1.5 in English, where a point does not group thousands', () => {
    const { field, type } = openPanel('en');
    type('1.500');
    expect(field.value).toBe('1.500');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: en.quickBuy })).toHaveProperty('disabled', false);
  });
});
