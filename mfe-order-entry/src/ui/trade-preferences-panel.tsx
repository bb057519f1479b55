import {
  TRADE_PREFERENCE_FLAGS,
  type TradePreferenceFlag,
  type TradePreferences,
} from '@spot/contracts';

type T = (key: string, params?: Record<string, string>) => string;

/** The trade preferences panel (spec 001 §3): each item only under its visibility rule. */
export function TradePreferencesPanel({
  preferences,
  visible,
  confirmOrders,
  loggedIn,
  t,
  onFlag,
  onConfirmOrders,
  hotkeys,
  onHotkeys,
}: {
  preferences: TradePreferences;
  visible: (flag: TradePreferenceFlag) => boolean;
  confirmOrders: boolean;
  loggedIn: boolean;
  t: T;
  onFlag: (flag: TradePreferenceFlag, on: boolean) => void;
  onConfirmOrders: (on: boolean) => void;
  /** The page's keyboard shortcuts (issue 24), a host preference. */
  hotkeys: boolean;
  onHotkeys: (on: boolean) => void;
}) {
  return (
    <fieldset className="trade-preferences" data-testid="trade-preferences">
      <legend>{t('tradePreferences')}</legend>
      {TRADE_PREFERENCE_FLAGS.filter(visible).map((flag) => (
        <label key={flag} className="inline">
          <input
            type="checkbox"
            name={flag}
            checked={preferences[flag]}
            onChange={(event) => onFlag(flag, event.target.checked)}
          />
          {t(`pref.${flag}`)}
        </label>
      ))}
      {loggedIn && (
        <label className="inline">
          <input
            type="checkbox"
            name="confirmOrders"
            checked={confirmOrders}
            onChange={(event) => onConfirmOrders(event.target.checked)}
          />
          {t('pref.confirmOrders')}
        </label>
      )}
      <label className="inline">
        <input
          type="checkbox"
          name="hotkeys"
          checked={hotkeys}
          onChange={(event) => onHotkeys(event.target.checked)}
        />
        {t('pref.hotkeys')}
      </label>
    </fieldset>
  );
}
