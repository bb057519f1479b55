/** @jest-environment jsdom */
import { createFigureBox } from './figure-box';

/** A span whose natural size is `perChar` px a character wide and 20 px high, as measured. */
function figure(perChar = 10): { el: HTMLElement; measures: () => number } {
  const el = document.createElement('span');
  document.body.append(el);
  let measures = 0;
  el.getBoundingClientRect = () => {
    measures += 1;
    // Measured uncontained and at its own width, or the box would report its old size.
    expect(el.style.contain).toBe('none');
    expect(el.style.width).toBe('max-content');
    const width = (el.textContent ?? '').length * perChar + 0.4;
    return { width, height: 20, top: 0, left: 0, right: width, bottom: 20 } as DOMRect;
  };
  return { el, measures: () => measures };
}

describe('createFigureBox', () => {
  it('sizes the box to its text and contains it', () => {
    const { el } = figure();
    createFigureBox(el)('91,234.50');
    // A block on one line in tabular digits, whatever the caller's stylesheet says.
    expect(el.style.display).toBe('block');
    expect(el.style.whiteSpace).toBe('nowrap');
    expect(el.style.fontVariantNumeric).toBe('tabular-nums');
    expect(el.textContent).toBe('91,234.50');
    expect(el.style.width).toBe('91px');
    expect(el.style.height).toBe('20px');
    expect(el.style.contain).toBe('size layout style');
  });

  it('keeps the size while the text keeps its length, without measuring again', () => {
    const { el, measures } = figure();
    const write = createFigureBox(el);
    write('91,234.50');
    write('91,240.00');
    write('90,001.10');
    expect(el.textContent).toBe('90,001.10');
    expect(measures()).toBe(1);
    expect(el.style.width).toBe('91px');
  });

  it('measures a new length, and takes the size measured before for a length seen before', () => {
    const { el, measures } = figure();
    const write = createFigureBox(el);
    write('9,999.99');
    expect(el.style.width).toBe('81px');
    write('10,000.01');
    expect(el.style.width).toBe('91px');
    // A price going back and forth across 10,000: no forced layout at every move.
    for (const price of ['9,999.50', '10,000.00', '9,999.98', '10,000.02']) write(price);
    expect(measures()).toBe(2);
    expect(el.style.width).toBe('91px');
    write('9,999.97');
    expect(el.style.width).toBe('81px');
    expect(el.style.contain).toBe('size layout style');
  });

  it('leaves a box that is not rendered to size itself, and does not measure it at every write', () => {
    const el = document.createElement('span');
    let measures = 0;
    el.getBoundingClientRect = () => {
      measures += 1;
      return { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 } as DOMRect;
    };
    const write = createFigureBox(el);
    write('91,234.50');
    write('91,240.00');
    expect(measures).toBe(1);
    expect(el.textContent).toBe('91,240.00');
    expect(el.style.width).toBe('');
    expect(el.style.height).toBe('');
    expect(el.style.contain).toBe('');
    // Shown later with a figure of another length: measured and contained then.
    el.getBoundingClientRect = () => ({ width: 50, height: 20 }) as DOMRect;
    write('--');
    expect(el.style.contain).toBe('size layout style');
    expect(el.style.width).toBe('50px');
  });

  it('measures a box written while hidden once it is shown, and not at each write meanwhile', () => {
    let notify: ((entries: { target: Element; contentRect: DOMRectReadOnly }[]) => void) | null =
      null;
    const observed: Element[] = [];
    class FakeResizeObserver {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe(target: Element): void {
        observed.push(target);
      }
      unobserve(target: Element): void {
        observed.splice(observed.indexOf(target), 1);
      }
      disconnect(): void {
        observed.length = 0;
      }
    }
    const saved = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    try {
      const el = document.createElement('span');
      let shown = false;
      let measures = 0;
      el.getBoundingClientRect = () => {
        measures += 1;
        const width = shown ? 8 * (el.textContent ?? '').length : 0;
        return { width, height: shown ? 20 : 0 } as DOMRect;
      };
      const write = createFigureBox(el);
      write('64999.50');
      write('64999.75');
      write('100000.00');
      expect(measures).toBe(1);
      expect(el.style.contain).toBe('');
      expect(observed).toEqual([el]);
      // Shown (a phone's section chosen) with a figure of the same length as before.
      shown = true;
      notify!([{ target: el, contentRect: { width: 72, height: 20 } as DOMRectReadOnly }]);
      expect(measures).toBe(2);
      expect(el.style.contain).toBe('size layout style');
      expect(el.style.width).toBe('72px');
      expect(observed).toEqual([]);
      write('100000.25');
      expect(measures).toBe(2);
    } finally {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = saved;
    }
  });

  it("keeps the size in em of the figure's font size, so a new text size scales the box", () => {
    const { el, measures } = figure();
    el.style.fontSize = '14px';
    const write = createFigureBox(el);
    write('91,234.50');
    // 91 px at 14 px a character height: 6.5 em, rounded up, never narrower than measured.
    expect(Number.parseFloat(el.style.width)).toBeGreaterThanOrEqual(91 / 14);
    expect(Number.parseFloat(el.style.width)).toBeLessThan(91 / 14 + 0.0002);
    expect(el.style.width).toMatch(/em$/);
    expect(el.style.height).toBe(`${Math.ceil((20 / 14) * 10_000) / 10_000}em`);
    // The system's text size doubles: the em box grows with it, with nothing measured.
    el.style.fontSize = '28px';
    write('91,240.00');
    expect(measures()).toBe(1);
    expect(el.style.width).toMatch(/em$/);
  });

  it('a new box for the same element measures afresh (a new language, new rates)', () => {
    const { el, measures } = figure(12);
    createFigureBox(el)('91,234.50');
    createFigureBox(el)('91,234.50');
    expect(measures()).toBe(2);
    expect(el.style.width).toBe('109px');
  });
});
