import type { HostApiClient, HostSession, Session } from '@spot/contracts';
import { parseSavedChartSetting } from '@spot/contracts';
import { readChartLayout } from '../domain/chart-layout';
import type { Autosaver } from './autosave';
import { createAutosaver } from './autosave';
import type { ChartStore } from './chart-store';

/** Tabs of this origin tell each other of a saved version on this channel. */
export const SYNC_CHANNEL = 'mfe-chart.kline-config';

/** Saved chart settings belong to a logged-in non-demo user only (spec 000 §5, §6). */
export function canSyncSettings(session: Session): boolean {
  return session.isLogin && !session.roles.demo;
}

function userKey(session: Session): string {
  return session.isLogin && session.user
    ? `${String(session.user.id)}:${String(session.roles.demo)}`
    : '';
}

export interface SettingsSyncDeps {
  readonly api: HostApiClient;
  readonly session: HostSession;
  readonly store: ChartStore;
  readonly symbolName: string;
  /** A saved-settings sync event arrived (another tab saved, or the user changed): rebuild. */
  readonly onSyncEvent: () => void;
  readonly now?: () => number;
  readonly channel?:
    | (Pick<BroadcastChannel, 'postMessage' | 'close'> & {
        onmessage: ((event: MessageEvent) => void) | null;
      })
    | null;
}

/**
 * Loads the saved chart setting (get-kline-config) and autosaves layout changes
 * (set-kline-config) for a logged-in non-demo user. A save in another tab, or a login, logout
 * or account switch, is a sync event: the setting is read again and the chart rebuilt.
 * Returns the stop function.
 */
export function startSettingsSync({
  api,
  session,
  store,
  symbolName,
  onSyncEvent,
  now = Date.now,
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : null,
}: SettingsSyncDeps): () => void {
  let stopped = false;
  const autosaver: Autosaver = createAutosaver({
    now,
    canSave: () => canSyncSettings(session.get()),
    save: async (setting) => {
      const reply = await api.call('setKlineConfig', { kline: JSON.stringify(setting) });
      if (reply.ok) channel?.postMessage({ version: setting.version });
      return reply.ok;
    },
  });

  async function loadConfig(): Promise<void> {
    if (!canSyncSettings(session.get())) {
      autosaver.loaded(null);
      return;
    }
    const reply = await api.call('getKlineConfig', {});
    if (stopped || !reply.ok) return;
    const saved = parseSavedChartSetting(reply.result?.kline);
    autosaver.loaded(saved?.version ?? null);
    if (saved) store.getState().loadLayout(readChartLayout(saved.saveData, symbolName));
  }

  const syncAgain = (): void => {
    void loadConfig().then(() => {
      if (!stopped) onSyncEvent();
    });
  };

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (state.layoutChangedAt > 0 && state.layoutChangedAt !== previous.layoutChangedAt) {
      autosaver.changed(state.layout as unknown as Readonly<Record<string, unknown>>);
    }
  });
  let user = userKey(session.get());
  const unsubscribeSession = session.subscribe((next) => {
    const key = userKey(next);
    if (key === user) return;
    user = key;
    syncAgain();
  });
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const version =
        typeof data === 'object' && data !== null
          ? (data as { version?: unknown }).version
          : undefined;
      if (typeof version !== 'string' || !/^\d+$/.test(version)) return;
      if (version === autosaver.savedVersion()) return;
      syncAgain();
    };
  }
  void loadConfig();

  return () => {
    stopped = true;
    autosaver.dispose();
    unsubscribeStore();
    unsubscribeSession();
    if (channel) {
      channel.onmessage = null;
      channel.close();
    }
  };
}
