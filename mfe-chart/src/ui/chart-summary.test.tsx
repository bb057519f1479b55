import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createFakeHost, makeSymbol } from '@spot/contracts/testing';
import { ChartSummary } from './chart-summary';

const BTC = makeSymbol('BTC', 'USDT', { pricePrecision: 2 });

function renderSummary(locale: string) {
  const fake = createFakeHost({ symbols: [BTC] });
  let commits = 0;
  render(
    <Profiler id="summary" onRender={() => (commits += 1)}>
      <ChartSummary host={fake.host} info={BTC} locale={locale} />
    </Profiler>,
  );
  return { fake, commits: () => commits };
}

const last = () => screen.getByTestId('chart-last-price');

describe('ChartSummary', () => {
  it('shows a dash until the first ticker, then the price at its precision for the locale', () => {
    const { fake } = renderSummary('es');
    expect(last().textContent).toBe('--');
    act(() => fake.setLastPrice('BTCUSDT', '64999.919'));
    expect(last().textContent).toBe('64999,91');
  });

  it('writes each new price without a React commit', () => {
    const { fake, commits } = renderSummary('en');
    const before = commits();
    for (const price of ['100', '101.5', '99']) act(() => fake.setLastPrice('BTCUSDT', price));
    expect(last().textContent).toBe('99.00');
    expect(commits()).toBe(before);
  });

  it('writes the price into a box laid out alone, measured again only when its length changes', () => {
    const measured: string[] = [];
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        measured.push(this.textContent ?? '');
        return { width: 7 * (this.textContent ?? '').length, height: 16 } as DOMRect;
      });
    try {
      const { fake } = renderSummary('en');
      for (const price of ['64999.5', '65000', '64998.25']) {
        act(() => fake.setLastPrice('BTCUSDT', price));
      }
      expect(last().textContent).toBe('64998.25');
      expect(last().style.contain).toBe('size layout style');
      expect(last().style.width).toBe('56px');
      // The dash, then one price length: two measures for four writes.
      expect(measured).toEqual(['--', '64999.50']);
    } finally {
      rect.mockRestore();
    }
  });

  it('shows nothing of another symbol’s ticker', () => {
    const { fake } = renderSummary('en');
    act(() => fake.setLastPrice('ETHUSDT', '5'));
    expect(last().textContent).toBe('--');
  });
});
