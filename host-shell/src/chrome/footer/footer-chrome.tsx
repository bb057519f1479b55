import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { outsideUrlOf, type HostApi } from '@spot/contracts';
import { useFocusTrap, useSubscribable } from '@spot/contracts/react';
import type { ChromeStorage } from '../use-host-values';
import { rewardsHubVisible } from './footer-rules';
import { Favourites, RecentSymbols } from './symbol-lists';
import { AnnouncementBanner } from '../banner/announcement-banner';
import { MAX_SUPPORT_MESSAGE, createSupportChat } from '../support/support-chat';

/**
 * The spec names the entry but not its address; this path under the locale, on the
 * exchange's main site (`host.page.outsideUrl`, DESIGN §8), is ours.
 */
export const REWARDS_HUB_PATH = '/rewards-hub';

export interface RewardsHubEntryProps {
  readonly host: HostApi;
  readonly locale: string;
  /** Overrides `/{locale}/rewards-hub`. */
  readonly href?: string;
}

/** The rewards hub link, only for the sessions `rewardsHubVisible` allows (spec 000 §2). */
export function RewardsHubEntry({ host, locale, href }: RewardsHubEntryProps) {
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  if (!rewardsHubVisible(session)) return null;
  return (
    <a
      className="footer-rewards"
      href={href ?? outsideUrlOf(host.page, `/${locale}${REWARDS_HUB_PATH}`)}
    >
      {t('footer_rewards_hub')}
    </a>
  );
}

interface SupportDialogProps {
  readonly host: HostApi;
  readonly onClose: () => void;
}

/**
 * The support panel: how to reach support, and a conversation with the support bot (answers
 * about this page, a hand-off to a person otherwise). Escape, the backdrop and the close
 * button dismiss it; the log is a polite live region.
 */
function SupportDialog({ host, onClose }: SupportDialogProps) {
  const { t, i18n } = useTranslation('host');
  const titleId = useId();
  const [chat] = useState(() => createSupportChat(host, i18n.language));
  const { lines, sending } = useStore(chat.store);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // The message field first; Tab stays in the panel, Escape closes it.
  useEffect(() => inputRef.current?.focus(), []);
  useFocusTrap(dialogRef, onClose);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await chat.send(draft)) setDraft('');
  };
  return (
    <div className="modal-backdrop" role="presentation" onClick={onClose}>
      <div
        ref={dialogRef}
        className="modal support-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>{t('footer_support_title')}</h2>
        <p>{t('footer_support_body')}</p>
        <p className="support-dialog-hint">{t('footer_support_hint')}</p>
        <div
          className="support-log"
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={t('support.log')}
        >
          <p className="support-line support-bot">{t('support.greeting')}</p>
          {lines.map((line, i) => (
            <p
              key={i}
              className={`support-line support-${line.from}`}
              // The bot's answer and the trader's words are not the page's: their own direction.
              dir={line.from === 'page' ? undefined : 'auto'}
              data-handoff={line.from === 'bot' && line.handoff ? 'true' : undefined}
            >
              {line.from === 'page' ? t(line.key) : line.text}
            </p>
          ))}
          {sending && <p className="support-line support-bot">{t('support.typing')}</p>}
        </div>
        <form className="support-form" onSubmit={(e) => void send(e)}>
          <input
            ref={inputRef}
            type="text"
            value={draft}
            aria-label={t('support.message')}
            placeholder={t('support.placeholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <span
            className={draft.length > MAX_SUPPORT_MESSAGE ? 'support-count over' : 'support-count'}
          >
            {draft.length}/{MAX_SUPPORT_MESSAGE}
          </span>
          <button type="submit" disabled={sending || draft.trim() === ''}>
            {t('support.send')}
          </button>
        </form>
        <button type="button" className="modal-close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

/** The customer-service button and its support panel, for every visitor (spec 000 §2). */
export function CustomerServiceButton({ host }: { host: HostApi }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="footer-support"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('footer_customer_service')}
      </button>
      {open && <SupportDialog host={host} onClose={close} />}
    </>
  );
}

export interface RoutePickerSlotProps {
  /** The route (line) picker of its own issue; the slot is empty until then. */
  readonly children?: ReactNode;
}

/** Where the route picker goes in the footer, so the order of the footer is fixed now. */
export function RoutePickerSlot({ children }: RoutePickerSlotProps) {
  return (
    <div className="footer-route-slot" data-slot="route-picker">
      {children}
    </div>
  );
}

export interface FooterChromeProps {
  readonly host: HostApi;
  /** The active pair, e.g. `BTCUSDT`. */
  readonly symbolName: string;
  readonly locale: string;
  /** The route (line) picker, when its issue lands. */
  readonly routePicker?: ReactNode;
  /** Where visitor favourites and recent symbols live; `localStorage` by default. */
  readonly storage?: ChromeStorage | null;
}

/**
 * The footer pieces of spec 000 §2 in their order, for `FooterBar` to mount in one line:
 * favourites, recent symbols, the route picker slot, the rewards hub entry and customer
 * service. Each piece is also exported on its own.
 */
export function FooterChrome({
  host,
  symbolName,
  locale,
  routePicker,
  storage,
}: FooterChromeProps) {
  const lists = { host, symbolName, ...(storage === undefined ? {} : { storage }) };
  return (
    <div className="footer-chrome">
      <Favourites {...lists} />
      <RecentSymbols {...lists} />
      <RoutePickerSlot>{routePicker}</RoutePickerSlot>
      <RewardsHubEntry host={host} locale={locale} />
      <CustomerServiceButton host={host} />
      <AnnouncementBanner host={host} />
    </div>
  );
}
