import { revealChosen } from './chart-toolbar';

/** A strip 160 px wide at x = 10 holding tools at the given x positions, each 44 px wide. */
function stripWith(tools: readonly { x: number; pressed?: boolean }[]) {
  const strip = document.createElement('div');
  strip.getBoundingClientRect = () => ({ left: 10, right: 170, width: 160 }) as DOMRect;
  for (const tool of tools) {
    const button = document.createElement('button');
    button.setAttribute('aria-pressed', String(tool.pressed === true));
    // Where the tool is now, with the strip scrolled by its scrollLeft.
    button.getBoundingClientRect = () =>
      ({ left: tool.x - strip.scrollLeft, right: tool.x + 44 - strip.scrollLeft }) as DOMRect;
    strip.append(button);
  }
  return strip;
}

describe('revealChosen', () => {
  it('scrolls the strip just past the chosen interval when it lies beyond the right edge', () => {
    // 1m 5m 15m in sight, 30m (chosen) from 149 to 193: cut at 170.
    const strip = stripWith([{ x: 10 }, { x: 56 }, { x: 102 }, { x: 149, pressed: true }]);
    revealChosen(strip);
    expect(strip.scrollLeft).toBe(193 - 170 + 8);
  });

  it('scrolls back when the chosen tool lies before the left edge', () => {
    const strip = stripWith([{ x: 10, pressed: true }, { x: 56 }]);
    strip.scrollLeft = 30;
    revealChosen(strip);
    // The tool sits at -20, 30 px before the edge: back by 38 (a browser stops at 0).
    expect(strip.scrollLeft).toBe(30 - 38);
  });

  it('leaves the strip alone when the chosen tool is in sight, or nothing is chosen', () => {
    const inSight = stripWith([{ x: 10 }, { x: 56, pressed: true }]);
    revealChosen(inSight);
    expect(inSight.scrollLeft).toBe(0);
    const none = stripWith([{ x: 10 }, { x: 300 }]);
    revealChosen(none);
    expect(none.scrollLeft).toBe(0);
  });
});
