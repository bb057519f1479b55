import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { TFunction } from 'i18next';
import { createFakeHost, makeOrder, makeSymbol } from '@spot/contracts/testing';
import { DEFAULT_DISPLAY_OPTIONS } from '../domain/display-options';
import {
  EMPTY_CHART_TRADING,
  type ChartTrading,
  type ChartTradingState,
  type EditConfirmation,
} from '../state/chart-trading';
import type { ChartEngine } from './engine/chart-engine';
import type { PriceLineSpec } from './engine/trading-layer';
import { TradingOverlay } from './trading-overlay';

/** A price pane 500 px high showing prices 100 (bottom) to 150 (top). */
function fakeEngine() {
  const drawn: PriceLineSpec[][] = [];
  const engine = {
    pricePaneHeight: () => 500,
    priceToY: (price: string) => (150 - Number(price)) * 10,
    yToPrice: (y: number) => (150 - y / 10).toFixed(2),
    barTimes: () => [],
    setTradeMarkers: () => undefined,
    setPriceLines: (specs: readonly PriceLineSpec[]) => void drawn.push([...specs]),
  } as unknown as ChartEngine;
  return { engine, drawn };
}

const mockAnswerEdit = jest.fn();
const mockModify = jest.fn(async () => undefined);

/** Open orders at `prices`; a cancel takes the order away, unless `refuse`. */
function fakeTrading(
  prices: readonly string[],
  refuse = false,
  confirming: EditConfirmation | null = null,
): ChartTrading {
  const state: ChartTradingState = {
    ...EMPTY_CHART_TRADING,
    orders: prices.map((price) => makeOrder({ symbolId: 'BTCUSDT', price })),
    confirming,
  };
  const store = createStore<ChartTradingState>(() => state);
  return {
    store,
    setAverages: () => undefined,
    setGrids: () => undefined,
    cancel: async (orderId: string) => {
      if (refuse) return;
      store.setState((s) => ({ orders: s.orders.filter((o) => o.orderId !== orderId) }));
    },
    answerEdit: mockAnswerEdit,
    modify: mockModify,
  } as unknown as ChartTrading;
}

function renderOverlay(
  prices: readonly string[],
  options: {
    readonly refuse?: boolean;
    readonly onFocusChart?: () => void;
    readonly confirming?: (orderId: string) => EditConfirmation;
  } = {},
) {
  const { engine, drawn } = fakeEngine();
  const trading = fakeTrading(prices, options.refuse);
  const first = trading.store.getState().orders[0];
  if (options.confirming && first) {
    trading.store.setState({ confirming: options.confirming(first.orderId) });
  }
  const fake = createFakeHost({ symbols: [makeSymbol('BTC', 'USDT', { pricePrecision: 2 })] });
  render(
    <TradingOverlay
      host={fake.host}
      engine={engine}
      trading={trading}
      display={DEFAULT_DISPLAY_OPTIONS}
      info={makeSymbol('BTC', 'USDT', { pricePrecision: 2 })}
      barsVersion={0}
      markerClicked={null}
      onMarker={() => undefined}
      onMarkerHandled={() => undefined}
      onFocusChart={options.onFocusChart}
      t={((key: string) => key) as unknown as TFunction}
    />,
  );
  // The label loop runs on animation frames: a few of them.
  act(() => {
    jest.advanceTimersByTime(100);
  });
  return { drawn: () => drawn.at(-1)?.filter((s) => s.id.startsWith('order:')) ?? [] };
}

beforeEach(() => {
  jest.useFakeTimers();
  mockAnswerEdit.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('TradingOverlay order lines', () => {
  it('draws and labels only the orders in the price pane, with their price on the axis', () => {
    const { drawn } = renderOverlay(['120.00', '130.00', '50.00']);
    expect(drawn().map((s) => s.price)).toEqual(['120.00', '130.00']);
    expect(drawn().every((s) => s.axisLabel === true)).toBe(true);
    expect(screen.getAllByTestId('chart-order-line')).toHaveLength(2);
  });

  it('stacks the labels of lines a pixel apart so that neither covers the other', () => {
    renderOverlay(['120.00', '120.10']);
    // The labels mounted with the render after the first frames: now they are placed.
    act(() => {
      jest.advanceTimersByTime(100);
    });
    const tops = screen
      .getAllByTestId('chart-order-line')
      .map((el) => Number(/translateY\((-?[\d.]+)px\)/.exec(el.style.transform)?.[1]))
      .sort((a, b) => a - b);
    expect(tops).toHaveLength(2);
    // Labels are 20 px high: each one's price and × stay uncovered.
    expect((tops[1] as number) - (tops[0] as number)).toBeGreaterThanOrEqual(20);
    // Each keeps a leader to its line (y 300 and 299).
    const ties = screen
      .getAllByTestId('chart-order-line')
      .map((el) => el.style.getPropertyValue('--tie'));
    expect(ties.every((tie) => tie !== '' && tie !== '0px')).toBe(true);
  });

  describe('dragged by the pointer', () => {
    // jsdom has no PointerEvent: without one, the events lose their clientY.
    const hadPointerEvent = 'PointerEvent' in window;
    beforeAll(() => {
      if (!hadPointerEvent) {
        Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
      }
    });
    afterAll(() => {
      if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
    });
    /** Two lines a pixel apart (y 300 and 299), their labels stacked and placed. */
    const renderStacked = () => {
      mockModify.mockClear();
      renderOverlay(['120.00', '120.10']);
      act(() => {
        jest.advanceTimersByTime(100);
      });
    };
    const labelOf = (price: string) => {
      const el = screen
        .getAllByTestId('chart-order-line')
        .find((label) => label.textContent?.includes(price));
      if (!el) throw new Error(`no label for ${price}`);
      return el;
    };
    const topOf = (el: HTMLElement) =>
      Number(/translateY\((-?[\d.]+)px\)/.exec(el.style.transform)?.[1]);

    it('moves a stacked label as far as the pointer moves, and a slip moves nothing', () => {
      renderStacked();
      // The upper line's label is stacked above its line (y 299): pressed 30 px off the line.
      const label = labelOf('120.10');
      const drag = (dy: number) => {
        fireEvent.pointerDown(label, { clientY: 269, button: 0 });
        fireEvent.pointerMove(window, { clientY: 269 + dy });
        fireEvent.pointerUp(window, { clientY: 269 + dy });
      };
      drag(2);
      expect(mockModify).not.toHaveBeenCalled();
      drag(20);
      // 20 px down from the line at 120.10 is 118.10 (10 px a unit), not the price under the
      // pointer.
      expect(mockModify).toHaveBeenCalledTimes(1);
      expect(mockModify).toHaveBeenCalledWith(expect.any(String), expect.anything(), '118.10');
    });

    it('puts the label of the line dragged on its line, the others stacked without it', () => {
      renderStacked();
      fireEvent.pointerDown(labelOf('120.10'), { clientY: 269, button: 0 });
      fireEvent.pointerMove(window, { clientY: 289 });
      act(() => {
        jest.advanceTimersByTime(100);
      });
      // The dragged line is at 118.10 (y 319): its label is centred on it, with no leader.
      const dragged = labelOf('118.10');
      expect(topOf(dragged)).toBe(309);
      expect(dragged.style.getPropertyValue('--tie')).toBe('0px');
      expect(dragged.className).toContain('moving');
      // The other line (y 300) has its label to itself again.
      expect(topOf(labelOf('120.00'))).toBe(290);
      fireEvent.pointerUp(window, { clientY: 289 });
    });
  });

  it('keeps the axis for the lines themselves when more than 20 are in view', () => {
    const prices = Array.from({ length: 21 }, (_, i) => (110 + i).toFixed(2));
    const { drawn } = renderOverlay(prices);
    expect(drawn()).toHaveLength(21);
    expect(drawn().every((s) => s.axisLabel === false)).toBe(true);
  });

  it('moves a focused line by a step seen at this zoom on the arrow keys, ten with Shift', () => {
    // The pane shows 100 to 150: a step of 0.5 (1% of the view), never the tick of 0.01.
    renderOverlay(['120.00']);
    const label = screen.getByTestId('chart-order-line');
    fireEvent.keyDown(label, { key: 'ArrowUp' });
    expect(label.querySelector('.price')?.textContent).toBe('120.50');
    fireEvent.keyDown(label, { key: 'ArrowDown' });
    fireEvent.keyDown(label, { key: 'ArrowDown' });
    expect(label.querySelector('.price')?.textContent).toBe('119.50');
    fireEvent.keyDown(label, { key: 'ArrowUp', shiftKey: true });
    expect(label.querySelector('.price')?.textContent).toBe('120.00');
    fireEvent.keyDown(label, { key: 'ArrowUp', shiftKey: true });
    expect(label.querySelector('.price')?.textContent).toBe('125.00');
  });

  it("gives the focus to the next line's label when a line is cancelled from its ×", async () => {
    renderOverlay(['120.00', '130.00', '140.00']);
    const [, second, third] = screen.getAllByTestId('chart-order-line');
    const cancel = second?.querySelector('button') as HTMLButtonElement;
    cancel.focus();
    await act(async () => {
      cancel.click();
    });
    expect(screen.getAllByTestId('chart-order-line')).toHaveLength(2);
    expect(document.activeElement).toBe(third);
  });

  it('gives the focus to the chart when the last line is cancelled', async () => {
    const onFocusChart = jest.fn();
    renderOverlay(['120.00'], { onFocusChart });
    const cancel = screen.getByRole('button', { name: 'cancelOrderLine' });
    cancel.focus();
    await act(async () => {
      cancel.click();
    });
    expect(screen.queryAllByTestId('chart-order-line')).toHaveLength(0);
    expect(onFocusChart).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on the line when the cancel is refused', async () => {
    const onFocusChart = jest.fn();
    renderOverlay(['120.00', '130.00'], { refuse: true, onFocusChart });
    const [first] = screen.getAllByTestId('chart-order-line');
    const cancel = first?.querySelector('button') as HTMLButtonElement;
    cancel.focus();
    await act(async () => {
      cancel.click();
    });
    expect(first?.contains(document.activeElement)).toBe(true);
    expect(onFocusChart).not.toHaveBeenCalled();
  });

  it('asks in its dialog for a risky edit, the line held at the new price meanwhile', () => {
    const { drawn } = renderOverlay(['120.00'], {
      confirming: (orderId) => ({
        orderId,
        side: 'BUY',
        field: 'price',
        from: '120.00',
        to: '125',
        reason: 'modifyImmediateFillTips',
      }),
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('modifyImmediateFillTips');
    expect(drawn()[0]).toMatchObject({ price: '125', tone: 'pending' });
    expect(screen.getByTestId('chart-order-line').querySelector('.price')?.textContent).toBe(
      '125.00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'modifyConfirm' }));
    expect(mockAnswerEdit).toHaveBeenCalledWith(true);
  });
});
