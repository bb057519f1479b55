import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { HostApi, NoticeBarItem } from '@spot/contracts';
import { useSubscribable } from '@spot/contracts/react';
import { usePref } from '../use-host-values';
import { NoticeBarView } from './notice-bar-view';
import { createNoticeRotation, type NoticeClock } from './notice-rotation';
import {
  CLOSED_NOTICES_PREF_KEY,
  applyNoticeMessage,
  eligibleNotices,
  readClosedNotices,
  withClosedNotice,
} from './notice-rules';

export interface NoticeBarProps {
  readonly host: HostApi;
  /** The active pair, e.g. `BTCUSDT`. */
  readonly symbolName: string;
  /** Pause the rotation while the pointer is over the bar (spec 000 §4). Read at mount. */
  readonly pauseOnHover?: boolean;
  /** Timers for the appear delay and the rotation; the browser's by default. Read at mount. */
  readonly clock?: NoticeClock;
}

/** The items of the public `notice` topic (payloads arrive checked by `HostApi.realtime`). */
function useNoticeItems(host: HostApi): readonly NoticeBarItem[] {
  const [items, setItems] = useState<readonly NoticeBarItem[]>([]);
  useEffect(
    () =>
      host.realtime.subscribe('notice', {}, (data, type) => {
        setItems((previous) => applyNoticeMessage(previous, data, type));
      }),
    [host],
  );
  return items;
}

/**
 * The notice bar (spec 000 §2, §4, §5): announcements of the `notice` topic for the active
 * pair or ALL, shown 3 s after mount and rotated every 5 s; closing one remembers its id in
 * `HostApi.prefs`. Renders nothing while there is nothing eligible to show.
 */
export function NoticeBar({ host, symbolName, pauseOnHover, clock }: NoticeBarProps) {
  const items = useNoticeItems(host);
  const session = useSubscribable(host.session);
  const closedStored = usePref(host.prefs, CLOSED_NOTICES_PREF_KEY);
  const closedIds = useMemo(() => readClosedNotices(closedStored), [closedStored]);
  const notices = useMemo(
    () => eligibleNotices(items, symbolName, session, closedIds),
    [items, symbolName, session, closedIds],
  );

  const [rotation] = useState(() =>
    createNoticeRotation({
      ...(clock ? { clock } : {}),
      ...(pauseOnHover === undefined ? {} : { pauseOnHover }),
    }),
  );
  useEffect(() => {
    rotation.start();
    return () => rotation.dispose();
  }, [rotation]);
  // Before paint, so a closed notice is never drawn for a frame after its list changed.
  useLayoutEffect(() => rotation.setIds(notices.map((n) => n.id)), [rotation, notices]);
  const state = useSyncExternalStore(rotation.subscribe, rotation.getState);

  const close = useCallback(
    (id: string) =>
      host.prefs.set(
        CLOSED_NOTICES_PREF_KEY,
        withClosedNotice(host.prefs.get(CLOSED_NOTICES_PREF_KEY), id),
      ),
    [host],
  );

  const index = notices.findIndex((n) => n.id === state.currentId);
  const notice = notices[index];
  if (!state.visible || !notice) return null;
  return (
    <NoticeBarView
      notice={notice}
      position={index + 1}
      total={notices.length}
      onClose={close}
      onHoverChange={rotation.setHovered}
    />
  );
}
