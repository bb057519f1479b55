import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FigureLocale } from '@spot/contracts/react';
import { makeSymbol } from '@spot/contracts/testing';
import en from '../../locales/en/chart.json';
import { chartI18n } from '../testing/chart-i18n';
import type { EditConfirmation } from '../state/chart-trading';
import { EditConfirmDialog } from './edit-confirm-dialog';

const i18n = chartI18n();

const BTC = makeSymbol('BTC', 'USDT', { pricePrecision: 2 });

const aboveMarket: EditConfirmation = {
  orderId: 'o1',
  side: 'BUY',
  field: 'price',
  from: '64000',
  to: '65123.5',
  reason: 'modifyImmediateFillTips',
};

function renderDialog(edit: EditConfirmation, lng = 'en') {
  const onAnswer = jest.fn();
  render(
    <FigureLocale.Provider value={lng}>
      <EditConfirmDialog
        edit={edit}
        info={BTC}
        t={i18n.getFixedT(lng, 'chart')}
        onAnswer={onAnswer}
      />
    </FigureLocale.Provider>,
  );
  return { onAnswer, dialog: screen.getByRole('alertdialog') };
}

describe('EditConfirmDialog', () => {
  it('names the order, its pair and the old and new price at the symbol precision', () => {
    const { dialog } = renderDialog(aboveMarket);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: en.modifyConfirmTitle })).toBe(dialog);
    // What a screen reader says of it, as it shows it: the change, then why it asks.
    const body = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toBe(
      `Buy order on BTC/USDT: limit price 64000.00 → 65123.50${en.modifyImmediateFillTips}`,
    );
  });

  it('names a trigger price moved across the market, for a sell', () => {
    const { dialog } = renderDialog({
      ...aboveMarket,
      side: 'SELL',
      field: 'trigger',
      reason: 'modifyTriggerCrossTips',
    });
    expect(dialog.textContent).toContain(
      'Sell order on BTC/USDT: trigger price 64000.00 → 65123.50',
    );
  });

  it('writes the prices for the page’s locale', () => {
    const { dialog } = renderDialog(aboveMarket, 'es');
    expect(dialog.textContent).toContain(
      'Orden de Compra en BTC/USDT: precio límite 64000,00 → 65123,50',
    );
  });

  it('answers yes or no from its buttons, and no on Escape', () => {
    const { onAnswer, dialog } = renderDialog(aboveMarket);
    fireEvent.click(screen.getByRole('button', { name: en.modifyConfirm }));
    fireEvent.click(screen.getByRole('button', { name: en.modifyKeep }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onAnswer.mock.calls).toEqual([[true], [false], [false]]);
  });

  it('takes the focus and gives it back to the line label when answered', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <div tabIndex={0} data-testid="label" onKeyDown={() => setOpen(true)} />
          {open && (
            <EditConfirmDialog
              edit={aboveMarket}
              info={BTC}
              t={i18n.getFixedT('en', 'chart')}
              onAnswer={() => setOpen(false)}
            />
          )}
        </>
      );
    }
    render(<Harness />);
    const label = screen.getByTestId('label');
    label.focus();
    fireEvent.keyDown(label, { key: 'Enter' });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(label);
  });
});
