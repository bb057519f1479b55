import type { TFunction } from 'i18next';
import type { Column } from './virtual-table';

/** The row action column: one link-styled button per row (cancel, repay). */
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
          disabled={a.disabled ?? false}
          aria-label={a.ariaLabel}
          onClick={a.onClick}
        >
          {a.label}
        </button>
      );
    },
  };
}
