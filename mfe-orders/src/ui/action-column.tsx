import type { TFunction } from 'i18next';
import type { Column } from './virtual-table';

/**
 * The row action column: one link-styled button per row (cancel, repay). A button whose action
 * is in flight is `aria-disabled`, not `disabled`: a browser moves the focus off a disabled
 * button to the page's body, and the trader who pressed it with the keyboard would lose their
 * place when the action fails. Its clicks do nothing meanwhile.
 */
export function actionColumn<T>(
  t: TFunction,
  action: (row: T) => {
    readonly label: string;
    readonly ariaLabel: string;
    readonly onClick: () => void;
    readonly disabled?: boolean;
  },
): Column<T> {
  return {
    key: 'action',
    header: t('action'),
    action: true,
    width: '80px',
    align: 'end',
    cell: (r) => {
      const a = action(r);
      return (
        <button
          type="button"
          className="orders-link-button"
          aria-disabled={a.disabled ? true : undefined}
          aria-label={a.ariaLabel}
          onClick={a.disabled ? undefined : a.onClick}
        >
          {a.label}
        </button>
      );
    },
  };
}
