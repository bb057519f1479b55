/**
 * @jest-environment jsdom
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useFocusTrap } from './focus-trap';

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return (
    <div ref={ref} role="dialog">
      <button type="button">first</button>
      <button type="button" disabled>
        off
      </button>
      <button type="button">last</button>
    </div>
  );
}

/** A dialog that focuses its main button in an effect of its own, declared before the trap. */
function ConfirmDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  useEffect(() => main.current?.focus(), []);
  useFocusTrap(ref, onClose);
  return (
    <div ref={ref} role="dialog">
      <button type="button">cancel</button>
      <button type="button" ref={main} onClick={onClose}>
        confirm
      </button>
    </div>
  );
}

function Page({ Box = Dialog }: { Box?: typeof Dialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <Box onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to where it was, though the dialog focused its own button first', () => {
    render(<Page Box={ConfirmDialog} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'confirm' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(document.activeElement).toBe(opener);
  });

  it("gives focus to a closed menu's button when the item that opened the dialog is hidden", () => {
    function MenuPage() {
      const [open, setOpen] = useState(false);
      const [menu, setMenu] = useState(true);
      return (
        <>
          <button type="button" aria-controls="panel" aria-expanded={menu}>
            menu
          </button>
          <div id="panel" hidden={!menu}>
            <button
              type="button"
              onClick={() => {
                setOpen(true);
                // The menu closes as the focus leaves it for the dialog.
                setMenu(false);
              }}
            >
              guide
            </button>
          </div>
          {open && <Dialog onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(<MenuPage />);
    const item = screen.getByRole('button', { name: 'guide' });
    item.focus();
    fireEvent.click(item);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'menu' }));
  });

  it('has the focus inside before the dialog is painted, and hears Escape from then', () => {
    // A layout effect after the dialog's runs before the browser paints: what it sees is what
    // a trader (or a test) sees the moment the dialog appears.
    const seen: { focused?: string; closed?: boolean } = {};
    let closes = 0;
    function Probe() {
      useLayoutEffect(() => {
        seen.focused = document.activeElement?.textContent ?? '';
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        );
        seen.closed = closes > 0;
      }, []);
      return null;
    }
    render(
      <>
        <Dialog onClose={() => (closes += 1)} />
        <Probe />
      </>,
    );
    expect(seen).toEqual({ focused: 'first', closed: true });
  });
});
