import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { HostApi } from '@spot/contracts';
import { createBannerStore, type BannerStore } from './banner-store';
import { localStorageOrNull } from '../../state/browser-storage';

/**
 * The footer's announcement banner (spec 001 §2, §4): the newest unread Spot announcement of
 * the last week, as text (never markup), with More, close and, for a logged-in trader, "don't
 * show again". A link that is not on the main site (or this page) is shown without a link.
 */
export function AnnouncementBanner({ host, banner }: { host: HostApi; banner?: BannerStore }) {
  const [own] = useState(
    () =>
      banner ??
      createBannerStore({
        host,
        storage: localStorageOrNull(),
        pageOrigin: window.location.origin,
      }),
  );
  useEffect(() => own.start(), [own]);
  const { item, href, canHideForGood } = useStore(own.store);
  const { t } = useTranslation('host');
  if (!item) return null;
  const linkProps = { href: href ?? undefined, target: '_blank', rel: 'noopener noreferrer' };
  return (
    <aside className="announcement-banner" aria-label={t('banner.label')} data-testid="banner">
      {href ? (
        <a
          className="banner-message"
          dir="auto"
          title={item.title}
          {...linkProps}
          onClick={() => own.opened()}
        >
          {item.title}
        </a>
      ) : (
        <span className="banner-message" dir="auto" title={item.title}>
          {item.title}
        </span>
      )}
      {href && (
        <a className="banner-more" {...linkProps} onClick={() => own.opened()}>
          {t('banner.more')}
        </a>
      )}
      {canHideForGood && (
        <label className="banner-never">
          <input type="checkbox" onChange={(e) => e.target.checked && own.hideForGood()} />
          {t('banner.dontShowAgain')}
        </label>
      )}
      <button
        type="button"
        className="banner-close"
        aria-label={t('banner.close')}
        onClick={() => own.close()}
      >
        ×
      </button>
    </aside>
  );
}
