import { useId, type ReactNode } from 'react';
import type { ChangeDisplay } from './footer-rules';

export interface SymbolChipViewProps {
  /** `BTC/USDT` */
  readonly label: string;
  readonly change: ChangeDisplay;
  /** The active pair: marked, still clickable. */
  readonly current: boolean;
  readonly onSelect: () => void;
}

/** One symbol of a footer list with its 24 h change, tinted up or down. */
export function SymbolChipView({ label, change, current, onSelect }: SymbolChipViewProps) {
  return (
    <li>
      <button
        type="button"
        className="footer-symbol"
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="footer-symbol-name">{label}</span>{' '}
        <span className={`footer-symbol-change ${change.tone}`}>{change.text}</span>
      </button>
    </li>
  );
}

export interface SymbolListViewProps {
  readonly title: string;
  /** Shown instead of the list when `children` is empty. */
  readonly emptyText: string;
  readonly empty: boolean;
  /** `SymbolChipView` items. */
  readonly children?: ReactNode;
}

/** A titled group of symbol chips (favourites, recent), or a short line when empty. */
export function SymbolListView({ title, emptyText, empty, children }: SymbolListViewProps) {
  const titleId = useId();
  return (
    <div className="footer-symbols" role="group" aria-labelledby={titleId}>
      <span className="footer-symbols-title" id={titleId}>
        {title}
      </span>
      {empty ? (
        <span className="footer-symbols-empty">{emptyText}</span>
      ) : (
        <ul className="footer-symbols-list">{children}</ul>
      )}
    </div>
  );
}
