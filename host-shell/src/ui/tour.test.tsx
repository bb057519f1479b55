import { act, fireEvent, screen } from '@testing-library/react';
import { TOUR_ANCHORS, TOUR_TIMING, type TourAnchor } from '@spot/contracts';
import { hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import { ANCHOR_WAIT_MS, Tour, cardPosition, type TourStep } from './tour';

/** An anchored element with a laid-out box (jsdom lays out nothing). */
function anchor(name: string, box = { top: 100, left: 50, width: 200, height: 80 }) {
  const el = document.createElement('div');
  el.setAttribute('data-tour-anchor', name);
  el.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: 0, y: 0 }) as DOMRect;
  el.scrollIntoView = () => undefined;
  document.body.appendChild(el);
  return el;
}

const steps: TourStep[] = [
  { anchor: TOUR_ANCHORS.chart, title: 'Chart', body: 'b1' },
  { anchor: TOUR_ANCHORS.orderForm, title: 'Form', body: 'b2' },
  { anchor: TOUR_ANCHORS.orders, title: 'Orders', body: 'b3' },
];

afterEach(() => {
  document.body.innerHTML = '';
});

async function renderTour(
  onEnd = jest.fn(),
  only: readonly TourStep[] = steps,
  reveal?: (anchor: TourAnchor) => void,
) {
  const i18n = await hostI18n();
  await act(async () => {
    renderWithI18n(i18n, <Tour label="Trading guide" steps={only} onEnd={onEnd} reveal={reveal} />);
  });
  return onEnd;
}

describe('Tour', () => {
  it("shows a phone's hidden parts of the page one step at a time, as the page reveals them", async () => {
    // A phone shows one section: the chart; the form and the orders are mounted, not shown.
    const hidden = { top: 0, left: 0, width: 0, height: 0 };
    const els = {
      [TOUR_ANCHORS.chart]: anchor(TOUR_ANCHORS.chart),
      [TOUR_ANCHORS.orderForm]: anchor(TOUR_ANCHORS.orderForm, hidden),
      [TOUR_ANCHORS.orders]: anchor(TOUR_ANCHORS.orders, hidden),
    };
    const revealed: TourAnchor[] = [];
    const reveal = (name: TourAnchor) => {
      revealed.push(name);
      for (const [key, el] of Object.entries(els)) {
        const box = key === name ? { top: 300, left: 10, width: 300, height: 200 } : hidden;
        el.getBoundingClientRect = () =>
          ({ ...box, right: box.left + box.width, bottom: box.top + box.height }) as DOMRect;
      }
    };
    await renderTour(jest.fn(), steps, reveal);
    const card = screen.getByRole('dialog', { name: 'Trading guide' });
    expect(card.textContent).toContain('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card.textContent).toContain('Form');
    expect(card.textContent).toContain('2/3');
    expect(revealed).toEqual([TOUR_ANCHORS.chart, TOUR_ANCHORS.orderForm]);
    // The stage is the revealed form's box.
    expect(document.querySelector<HTMLElement>('.tour-stage')?.style.top).toBe(
      `${300 - TOUR_TIMING.stagePadding}px`,
    );
  });

  it('skips a step whose anchor is not shown when the page cannot reveal it', async () => {
    anchor(TOUR_ANCHORS.chart);
    anchor(TOUR_ANCHORS.orderForm, { top: 0, left: 0, width: 0, height: 0 });
    await act(async () => undefined);
    jest.useFakeTimers();
    try {
      await renderTour(jest.fn(), steps.slice(0, 2));
      await act(async () => {
        jest.advanceTimersByTime(ANCHOR_WAIT_MS);
      });
      expect(screen.getByRole('dialog', { name: 'Trading guide' }).textContent).toContain('1/1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('steps through with next and previous, and ends with done', async () => {
    anchor(TOUR_ANCHORS.chart);
    anchor(TOUR_ANCHORS.orderForm);
    anchor(TOUR_ANCHORS.orders);
    const onEnd = await renderTour();
    const card = screen.getByRole('dialog', { name: 'Trading guide' });
    expect(card.textContent).toContain('Chart');
    expect(card.textContent).toContain('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card.textContent).toContain('Form');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(card.textContent).toContain('Chart');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onEnd).toHaveBeenCalledWith(true);
  });

  it('highlights the anchor with the stage padding, under a 0.7 overlay, moving in 400 ms', async () => {
    anchor(TOUR_ANCHORS.chart, { top: 100, left: 50, width: 200, height: 80 });
    await renderTour(jest.fn(), steps.slice(0, 1));
    const stage = document.querySelector<HTMLElement>('.tour-stage');
    const pad = TOUR_TIMING.stagePadding;
    expect(stage?.style.top).toBe(`${100 - pad}px`);
    expect(stage?.style.left).toBe(`${50 - pad}px`);
    expect(stage?.style.width).toBe(`${200 + 2 * pad}px`);
    expect(stage?.style.boxShadow).toContain('0.7');
    expect(stage?.style.transition).toContain('400ms');
  });

  it('waits for the remotes, then skips the steps whose anchor is not on the page', async () => {
    jest.useFakeTimers();
    anchor(TOUR_ANCHORS.chart);
    await renderTour();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The orders remote mounts a moment later; the order form never does.
    anchor(TOUR_ANCHORS.orders);
    await act(async () => {
      jest.advanceTimersByTime(ANCHOR_WAIT_MS);
    });
    jest.useRealTimers();
    const card = screen.getByRole('dialog', { name: 'Trading guide' });
    expect(card.textContent).toContain('1/2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(card.textContent).toContain('Orders');
  });

  it('gives the other anchors their moment from when the first one came, not from the start', async () => {
    jest.useFakeTimers();
    await renderTour();
    // The remotes are slow: the chart's anchor comes after 1 s, the order form's 400 ms later.
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    anchor(TOUR_ANCHORS.chart);
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    anchor(TOUR_ANCHORS.orderForm);
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    jest.useRealTimers();
    expect(screen.getByRole('dialog', { name: 'Trading guide' }).textContent).toContain('1/2');
  });

  it('on a page that reveals anchors, waits the whole wait for the sections it is loading', async () => {
    jest.useFakeTimers();
    anchor(TOUR_ANCHORS.chart);
    await renderTour(jest.fn(), steps, () => undefined);
    // A slow phone: the orders section, loaded when the guide opened, comes 1.5 s later.
    await act(async () => {
      jest.advanceTimersByTime(1500);
    });
    anchor(TOUR_ANCHORS.orders);
    await act(async () => {
      jest.advanceTimersByTime(ANCHOR_WAIT_MS - 1500);
    });
    jest.useRealTimers();
    expect(screen.getByRole('dialog', { name: 'Trading guide' }).textContent).toContain('1/2');
  });

  it('closes on Escape and the close button, not finished', async () => {
    anchor(TOUR_ANCHORS.chart);
    const onEnd = await renderTour(jest.fn(), steps.slice(0, 1));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Trading guide' }), { key: 'Escape' });
    expect(onEnd).toHaveBeenCalledWith(false);
  });

  it('ends when no anchor comes to the page', async () => {
    jest.useFakeTimers();
    const onEnd = await renderTour();
    expect(onEnd).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(ANCHOR_WAIT_MS);
    });
    jest.useRealTimers();
    expect(onEnd).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('cardPosition', () => {
  const viewport = { width: 1280, height: 800 };
  it('puts the card under the stage, else beside it, else above, clear of it', () => {
    // Room below.
    expect(cardPosition({ top: 100, left: 900, width: 300, height: 100 }, viewport)).toEqual({
      top: 208,
      left: 900,
    });
    // The submit button near the bottom of the right column: before it, not over the form.
    expect(cardPosition({ top: 680, left: 955, width: 310, height: 50 }, viewport)).toEqual({
      top: 622,
      left: 647,
    });
    // A tall chart on the left: after it.
    expect(cardPosition({ top: 40, left: 0, width: 640, height: 700 }, viewport)).toEqual({
      top: 40,
      left: 648,
    });
    // A stage across the whole width near the bottom: above it.
    expect(cardPosition({ top: 600, left: 0, width: 1280, height: 150 }, viewport)).toEqual({
      top: 422,
      left: 8,
    });
  });
});
