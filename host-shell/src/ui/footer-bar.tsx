import { useConnectionState } from '@spot/contracts/react';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Connection state and the environment; a non-mainnet environment always says so. */
export function FooterBar() {
  const { host, env } = useShell();
  const { t } = useTranslation('host');
  const state = useConnectionState(host);
  return (
    <footer className="footer-bar">
      <span
        className={`connection connection-${state}`}
        data-testid="connection-state"
        data-state={state}
      >
        {t(`connection_${state}`)}
      </span>
      {env.env !== 'mainnet' && (
        <span className="env-badge" data-testid="env-badge">
          {t(`env_${env.env}`)}
        </span>
      )}
    </footer>
  );
}
