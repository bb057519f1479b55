import { useTranslation } from 'react-i18next';
import { useSubscribable } from '@spot/contracts/react';
import { signOut } from '../session/session-actions';
import { useShell } from './shell-context';

/** Log in and register links for a visitor; the account and log out for a trader. */
export function SessionArea({ locale }: { locale: string }) {
  const { host, session } = useShell();
  const { t } = useTranslation('host');
  const current = useSubscribable(host.session);
  const here = encodeURIComponent(location.pathname + location.search);

  if (!current.isLogin || !current.user) {
    return (
      <nav className="session-area" aria-label={t('account')}>
        <a href={`/${locale}/login?redirect_url=${here}`}>{t('loginLink')}</a>
        <a href={`/${locale}/register?redirect_url=${here}`}>{t('registerLink')}</a>
      </nav>
    );
  }
  const logout = async (): Promise<void> => {
    // Logout posts an empty body, then the page reloads (spec 001 §7).
    await signOut(host.api);
    session.announce();
    location.reload();
  };
  return (
    <nav className="session-area" aria-label={t('account')}>
      {current.roles.demo && <span className="demo-badge">{t('demoTrading')}</span>}
      <span className="session-email" data-testid="session-email">
        {current.user.email}
      </span>
      <button type="button" onClick={() => void logout()}>
        {t('logout')}
      </button>
    </nav>
  );
}
