import { fireEvent, render, screen } from '@testing-library/react';
import { GateDialog } from './gate-dialog';

const t = (key: string) => key;

function renderConfirmation() {
  const answers: boolean[] = [];
  render(
    <GateDialog
      dialog={{ kind: 'confirmOrder', key: 'confirmOrderBody', answer: (a) => answers.push(a) }}
      t={t}
    />,
  );
  return { answers, accept: screen.getByRole('button', { name: 'confirmOrder' }) };
}

describe('GateDialog', () => {
  it('takes the focus to its confirm button, for a trader who confirms with Enter', () => {
    const { accept } = renderConfirmation();
    expect(document.activeElement).toBe(accept);
  });

  it('does not let a held Enter or Space confirm an order; a fresh press does', () => {
    const { accept, answers } = renderConfirmation();
    // fireEvent returns false when the default action (the button's click) was prevented.
    expect(fireEvent.keyDown(accept, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(accept, { key: ' ', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(accept, { key: 'Enter' })).toBe(true);
    expect(answers).toEqual([]);
    fireEvent.click(accept);
    expect(answers).toEqual([true]);
  });

  it('declines on Escape', () => {
    const { accept, answers } = renderConfirmation();
    fireEvent.keyDown(accept, { key: 'Escape' });
    expect(answers).toEqual([false]);
  });
});
