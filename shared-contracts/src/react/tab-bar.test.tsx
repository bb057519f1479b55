/**
 * @jest-environment jsdom
 */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabBar } from './tab-bar';

function Tabs({ disabled = [] as string[], start = 'a' }) {
  const [current, setCurrent] = useState(start);
  return (
    <TabBar
      tabs={['a', 'b', 'c'] as const}
      current={current as 'a' | 'b' | 'c'}
      onSelect={setCurrent}
      label={(tab) => tab.toUpperCase()}
      ariaLabel="Letters"
      tabProps={(tab) => ({ disabled: disabled.includes(tab) })}
    />
  );
}

const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('TabBar', () => {
  it('is a named tablist whose current tab alone is in the tab order', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(screen.getByRole('tab', { name: 'C' }));
    expect(selected()).toBe('C');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves with the arrows, wrapping, and to the ends with Home and End, focusing the tab', () => {
    render(<Tabs />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('B');
    expect(document.activeElement?.textContent).toBe('B');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('A');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('C');
    fireEvent.keyDown(list, { key: 'x' });
    expect(selected()).toBe('C');
  });

  it('skips a disabled tab', () => {
    render(<Tabs disabled={['b']} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(selected()).toBe('C');
  });

  it('mirrors the left and right arrows on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Tabs />);
      const list = screen.getByRole('tablist');
      fireEvent.keyDown(list, { key: 'ArrowLeft' });
      expect(selected()).toBe('B');
      fireEvent.keyDown(list, { key: 'ArrowUp' });
      expect(selected()).toBe('A');
    } finally {
      document.documentElement.dir = '';
    }
  });
});
