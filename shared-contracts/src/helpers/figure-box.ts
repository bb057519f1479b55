import { setText } from './set-text';

/**
 * Writes a live figure (a last price, its value in the legal currency) into a box that keeps
 * its size while the text keeps its length, with size and layout containment: the browser then
 * lays out that box alone when the figure moves, not the page around it. In tabular digits the
 * same number of characters takes the same room, so the box is measured again only when the
 * length changes (a price crossing 9,999.99, another language). A box written while it is not
 * rendered is left to size itself until its length changes. In a header that wraps, the last
 * price moved with nearly every trade and each move laid out the whole page: 9 times a second
 * on a phone (issue 24).
 *
 * The element must be a block (a box of its own) and not a flex or grid item, which the browser
 * cannot lay out alone: wrap it. Its text should not wrap (`white-space: nowrap`) and its digits
 * should be tabular (`font-variant-numeric: tabular-nums`).
 */
export function createFigureBox(element: HTMLElement): (text: string) => void {
  /** The length of text the box was last measured for; -1 before the first write. */
  let sizedFor = -1;
  const style = element.style;
  return (text) => {
    setText(element, text);
    if (text.length === sizedFor) return;
    // Its own size, uncontained; a forced layout, once per change of length.
    style.contain = 'none';
    style.width = 'max-content';
    style.height = 'auto';
    const { width, height } = element.getBoundingClientRect();
    if (width === 0 && height === 0) {
      // Not rendered (a hidden section): it sizes itself, uncontained, until its length
      // changes again; measuring at every write would force a layout at every write.
      style.width = '';
      style.height = '';
      style.contain = '';
      sizedFor = text.length;
      return;
    }
    style.width = `${Math.ceil(width)}px`;
    style.height = `${Math.ceil(height)}px`;
    style.contain = 'size layout style';
    sizedFor = text.length;
  };
}
