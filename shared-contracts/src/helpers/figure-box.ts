import { setText } from './set-text';

/**
 * Writes a live figure (a last price, its value in the legal currency) into a box that keeps
 * its size while the text keeps its length, with size and layout containment: the browser then
 * lays out that box alone when the figure moves, not the page around it. In tabular digits the
 * same number of characters takes the same room, so the box is measured once per length of its
 * text (a price crossing 9,999.99, another language); a length seen before takes the size
 * measured then, so a price going back and forth across 100.00 measures twice, not at every
 * move. In a header that wraps, the last price moved with nearly every trade and each move laid
 * out the whole page: 9 times a second on a phone (issue 24).
 *
 * A box written while it is not rendered (a phone's hidden section) sizes itself, uncontained,
 * and is measured when it is shown (`ResizeObserver`).
 *
 * The size is kept in `em` of the figure's own font size, so a change of text size that keeps
 * the text's length (the system's text size, a stylesheet's) scales the box with its text, to
 * within the rounding of glyph widths at the new size (a figure a pixel wider than its box
 * spills into the gap beside it; nothing clips it).
 *
 * The box makes the element what this needs: a block of its own, its text on one line, its
 * digits tabular. The element must not be a flex or grid item, which the browser cannot lay out
 * alone: wrap it. Make a new box when what shapes the text changes (its language, its font).
 */
export function createFigureBox(element: HTMLElement): (text: string) => void {
  const style = element.style;
  style.display = 'block';
  style.whiteSpace = 'nowrap';
  style.fontVariantNumeric = 'tabular-nums';
  /** The size measured for each length of text, as CSS lengths. */
  const sizes = new Map<number, { readonly width: string; readonly height: string }>();
  /** The length of text the box is sized for; -1 while it is not sized. */
  let sizedFor = -1;
  /**
   * Watches a box written while it was not rendered, until it is shown. Its own, not one for
   * the page: an observer the module kept would keep a removed page's elements alive.
   */
  let watch: ResizeObserver | null = null;

  const fit = (length: number): void => {
    let size = sizes.get(length);
    if (!size) {
      // Its own size, uncontained: a forced layout, once per length.
      style.contain = 'none';
      style.width = 'max-content';
      style.height = 'auto';
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) {
        // Not rendered: measuring at every write would force a layout at every write.
        style.width = '';
        style.height = '';
        style.contain = '';
        if (typeof ResizeObserver !== 'function') {
          // Nothing tells when it shows: uncontained until its length changes.
          sizedFor = length;
          return;
        }
        sizedFor = -1;
        watch = new ResizeObserver((entries) => {
          const shown = entries.some(
            ({ contentRect }) => contentRect.width > 0 || contentRect.height > 0,
          );
          if (!shown) return;
          watch?.disconnect();
          watch = null;
          fit((element.textContent ?? '').length);
        });
        watch.observe(element);
        return;
      }
      size = inEm(
        Math.ceil(rect.width),
        Math.ceil(rect.height),
        getComputedStyle(element).fontSize,
      );
      sizes.set(length, size);
    }
    style.width = size.width;
    style.height = size.height;
    style.contain = 'size layout style';
    sizedFor = length;
  };

  return (text) => {
    setText(element, text);
    // While it waits to be shown, the text alone is written.
    if (text.length !== sizedFor && watch === null) fit(text.length);
  };
}

/**
 * A measured size in `em` of `fontSize` (a computed `font-size`, in px), rounded up to 1/10,000
 * em so the box is never narrower than what was measured; in px when the font size is unknown.
 */
function inEm(
  width: number,
  height: number,
  fontSize: string,
): { readonly width: string; readonly height: string } {
  const px = Number.parseFloat(fontSize);
  if (!(px > 0)) return { width: `${width}px`, height: `${height}px` };
  const em = (length: number): string => `${Math.ceil((length / px) * 10_000) / 10_000}em`;
  return { width: em(width), height: em(height) };
}
