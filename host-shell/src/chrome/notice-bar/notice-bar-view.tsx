import { useTranslation } from 'react-i18next';
import { NOTICE_BAR_HEIGHT_PX, type Notice } from './notice-rules';

export interface NoticeBarViewProps {
  readonly notice: Notice;
  /** 1-based position of `notice` among `total`. */
  readonly position: number;
  readonly total: number;
  readonly onClose: (id: string) => void;
  readonly onHoverChange: (hovered: boolean) => void;
}

/**
 * One announcement in a 44 px bar (spec 000 §2, §9). `info` goes in as a text child, so any
 * markup in it shows as literal characters and never becomes elements. It is the server's text
 * in its own language: `dir="auto"` lays it out in its own direction on any page (English on an
 * Arabic page keeps its full stop at its end, and the ellipsis cuts its end).
 */
export function NoticeBarView({
  notice,
  position,
  total,
  onClose,
  onHoverChange,
}: NoticeBarViewProps) {
  const { t } = useTranslation('host');
  return (
    <section
      className="notice-bar"
      aria-label={t('notice_label')}
      style={{ height: NOTICE_BAR_HEIGHT_PX }}
      onMouseEnter={() => onHoverChange(true)}
      onMouseLeave={() => onHoverChange(false)}
    >
      <span className="notice-bar-icon" aria-hidden="true">
        i
      </span>
      <a
        className="notice-bar-link"
        dir="auto"
        href={notice.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {notice.info}
      </a>
      {total > 1 && (
        <span className="notice-bar-position">
          {t('notice_position', { current: position, total })}
        </span>
      )}
      <button
        type="button"
        className="notice-bar-close"
        aria-label={t('notice_close')}
        onClick={() => onClose(notice.id)}
      >
        ×
      </button>
    </section>
  );
}
