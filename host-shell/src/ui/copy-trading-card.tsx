import { useTranslation } from 'react-i18next';
import { outsideUrlOf, type HostApi, type Session } from '@spot/contracts';
import { useSubscribable } from '@spot/contracts/react';

/** The copy-trading card shows for a new leader, logged in, on UTA (spec 001 §5). */
export function copyTradingCardVisible(session: Session): boolean {
  return (
    session.isLogin &&
    session.roles.utaLevel > 0 &&
    session.user?.is_new_copy_trading_leader === true
  );
}

/** The copy-trading status card: the leader centre of the main site, in a new window. */
export function CopyTradingCard({ host }: { host: HostApi }) {
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  if (!copyTradingCardVisible(session)) return null;
  return (
    <aside className="copy-trading-card" data-testid="copy-trading-card">
      <strong>{t('copyTrading.title')}</strong>
      <p>{t('copyTrading.body')}</p>
      <a
        className="header-link"
        href={outsideUrlOf(host.page, '/copyTrade/trade-center/leader')}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('copyTrading.open')}
      </a>
    </aside>
  );
}
