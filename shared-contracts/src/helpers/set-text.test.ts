/** @jest-environment jsdom */
import { setText } from './set-text';

describe('setText', () => {
  it('writes into the existing text node instead of replacing it', () => {
    const el = document.createElement('span');
    setText(el, '1.00');
    const node = el.firstChild;
    setText(el, '2.00');
    expect(el.textContent).toBe('2.00');
    expect(el.firstChild).toBe(node);
  });

  it('replaces mixed content with the text', () => {
    const el = document.createElement('span');
    el.append(document.createElement('b'), 'x');
    setText(el, '3');
    expect(el.childNodes).toHaveLength(1);
    expect(el.textContent).toBe('3');
  });
});
