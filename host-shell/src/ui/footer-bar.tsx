import { useConnectionState } from '@spot/contracts/react';
import { useTranslation } from 'react-i18next';
import { FooterChrome } from '../chrome';
import { RoutePicker } from './route-picker';
import { useShell } from './shell-context';

/** Connection state and the environment; a non-mainnet environment always says so. */
export function FooterBar({ symbolName, locale }: { symbolName: string; locale: string }) {
  const { host, env, routes } = useShell();
  const { t } = useTranslation('host');
  const state = useConnectionState(host);
  return (
    <footer className="footer-bar">
      <FooterChrome
        host={host}
        symbolName={symbolName}
        locale={locale}
        routePicker={<RoutePicker routes={routes} />}
      />
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
