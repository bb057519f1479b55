/**
 * Writes a cell's text into its one text node (`Text.data`) instead of replacing the node as
 * `textContent` does, so the browser re-shapes the text without rebuilding the layout object:
 * for the figures painted outside React many times a second (the book, the trades, the
 * header, the chart's summary).
 */
export function setText(el: HTMLElement, text: string): void {
  const node = el.firstChild;
  if (node !== null && node === el.lastChild && node.nodeType === Node.TEXT_NODE) {
    (node as Text).data = text;
  } else el.textContent = text;
}
