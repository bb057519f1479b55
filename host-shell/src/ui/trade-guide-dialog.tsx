import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribable } from '@spot/contracts/react';
import {
  TRADE_GUIDE_PREF_KEY,
  shouldOpenTradeGuide,
  tradeGuideKey,
  tradeGuideState,
} from '../session/trade-guide';
import { usePref } from '../chrome/use-host-values';
import { useShell } from './shell-context';
import { markTradeGuideRead } from '../state/shell-requests';
import { TOUR_ANCHORS, type TourAnchor } from '@spot/contracts';
import { Tour } from './tour';

/** The trade guide's steps point at the chart, the order form and the orders area. */
const GUIDE_ANCHORS = [TOUR_ANCHORS.chart, TOUR_ANCHORS.orderForm, TOUR_ANCHORS.orders] as const;

function storedState(userId: string): string | null {
  try {
    return localStorage.getItem(tradeGuideKey(userId));
  } catch {
    return null;
  }
}

/** Opens the trade guide; `null` outside a `TradeGuide`. */
const OpenTradeGuide = createContext<(() => void) | null>(null);

/**
 * The trade guide: a tour of the chart, the order form and the orders area (steps with
 * previous, next, close and done; Escape closes), around `children`, where its button
 * (`TradeGuideButton`) may sit: the market header, or the header's menu on a phone. Finishing
 * or closing marks it read, locally and in preferences. It opens by itself for a trader who
 * has not read it, unless a blocking dialog is up.
 */
export function TradeGuide({
  blockingDialogVisible,
  reveal,
  onOpen,
  children,
}: {
  blockingDialogVisible: boolean;
  /** Brings a step's part of the page into view (a phone's section); see `Tour`. */
  reveal?: (anchor: TourAnchor) => void;
  /** Told when the guide opens: the page loads every part its steps point at (a phone's). */
  onOpen?: () => void;
  children?: ReactNode;
}) {
  const { host, prefs } = useShell();
  const { t } = useTranslation('host');
  const session = useSubscribable(host.session);
  const userId = session.user?.id ?? null;
  const [open, setOpen] = useState(false);

  const preference = usePref(host.prefs, TRADE_GUIDE_PREF_KEY);
  const prefsStatus = useSyncExternalStore(prefs.onStatus, prefs.status);
  const loaded = prefsStatus === 'ready' || prefsStatus === 'failed';

  useEffect(() => {
    const state = userId === null ? 'read' : tradeGuideState(preference, storedState(userId));
    if (shouldOpenTradeGuide(session.isLogin, state, blockingDialogVisible, loaded)) setOpen(true);
  }, [userId, session.isLogin, blockingDialogVisible, preference, loaded]);

  const finish = useCallback(() => {
    setOpen(false);
    if (userId !== null) markTradeGuideRead(host.prefs, userId);
  }, [host, userId]);

  const steps = useMemo(
    () =>
      GUIDE_ANCHORS.map((anchor, i) => ({
        anchor,
        title: t(`tradeGuideStep${i + 1}Title`),
        body: t(`tradeGuideStep${i + 1}Body`),
      })),
    [t],
  );

  const openGuide = useCallback(() => setOpen(true), []);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    if (open) onOpenRef.current?.();
  }, [open]);

  return (
    <OpenTradeGuide.Provider value={openGuide}>
      {children}
      {/* A blocking dialog that comes up meanwhile goes first; the guide waits under it. */}
      {open && !blockingDialogVisible && (
        <Tour label={t('tradeGuide')} steps={steps} onEnd={finish} reveal={reveal} />
      )}
    </OpenTradeGuide.Provider>
  );
}

/** The button that opens the trade guide around it. */
export function TradeGuideButton() {
  const { t } = useTranslation('host');
  const openGuide = useContext(OpenTradeGuide);
  if (!openGuide) return null;
  return (
    <button type="button" className="trade-guide-open" onClick={openGuide}>
      {t('tradeGuide')}
    </button>
  );
}
