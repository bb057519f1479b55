import { useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useFigure, useFocusTrap } from '@spot/contracts/react';
import { formatPrice, type SymbolInfo } from '@spot/contracts';
import type { EditConfirmation } from '../state/chart-trading';

/**
 * The confirmation of a risky line edit (spec 000 §4, §5): which order (side, pair), its price
 * or trigger from and to, at the symbol's precision and written for the page's locale, and why
 * it asks. It sits in the chart area, so it shows in fullscreen too; focus moves in and stays
 * until it is answered, Escape keeps the order as it is, and focus goes back to where it was.
 */
export function EditConfirmDialog({
  edit,
  info,
  t,
  onAnswer,
}: {
  readonly edit: EditConfirmation;
  readonly info: SymbolInfo;
  readonly t: TFunction;
  readonly onAnswer: (accepted: boolean) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const figure = useFigure();
  const id = useId();
  useFocusTrap(box, () => onAnswer(false));
  const change = t(edit.field === 'price' ? 'modifyConfirmPrice' : 'modifyConfirmTrigger', {
    side: t(edit.side === 'BUY' ? 'lineBuy' : 'lineSell'),
    symbol: `${info.baseTokenName}/${info.quoteTokenName}`,
    from: figure(formatPrice(edit.from, info)),
    to: figure(formatPrice(edit.to, info)),
  });
  return (
    <div className="chart-modal-backdrop" role="presentation">
      <div
        className="chart-modal chart-confirm"
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        data-testid="edit-confirm"
      >
        <h3 id={`${id}-title`}>{t('modifyConfirmTitle')}</h3>
        <div id={`${id}-body`}>
          <p className="change">{change}</p>
          <p>{t(edit.reason)}</p>
        </div>
        <div className="actions">
          <button type="button" onClick={() => onAnswer(false)}>
            {t('modifyKeep')}
          </button>
          <button type="button" className="primary" onClick={() => onAnswer(true)}>
            {t('modifyConfirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
