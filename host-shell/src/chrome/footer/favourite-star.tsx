import { useTranslation } from 'react-i18next';

/**
 * A favourite star (spec 000 §2): a toggle button, pressed when the symbol is a favourite,
 * named for what it does.
 */
export function FavouriteStar({
  label,
  pressed,
  onToggle,
}: {
  /** The pair as the page writes it, e.g. `BTC/USDT`. */
  label: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <button
      type="button"
      className="favourite-star"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'favouriteRemove' : 'favouriteAdd', { symbol: label })}
      title={t(pressed ? 'favouriteRemove' : 'favouriteAdd', { symbol: label })}
      onClick={onToggle}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
