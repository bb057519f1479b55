import type { HostApiClient, HostPrefs } from '@spot/contracts';

/**
 * Where a logged-in trader's preferences stand: `local` for a visitor (only the browser's),
 * `loading` until the server's arrive after a login, `ready` once they have, `failed` when
 * they could not be read (the browser's stand in until the next session change).
 */
export type PrefsStatus = 'local' | 'loading' | 'ready' | 'failed';

/** `HostApi.prefs` with the account behind it, as the host drives it. */
export interface AccountPrefs extends HostPrefs {
  status(): PrefsStatus;
  /** Runs `listener` on every status change; returns the unsubscribe. */
  onStatus(listener: (status: PrefsStatus) => void): () => void;
  /** The session's user (null: logged out): loads that user's preferences from the server. */
  useAccount(userId: string | null): Promise<void>;
}

/** Server preferences are strings (`upsert_keys`): a string is stored as itself, the rest as JSON. */
export function encodePref(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

const JSON_LIKE = /^(?:[{[]|true$|false$|null$|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$)/;

/**
 * A server preference read back: JSON for what `encodePref` wrote as JSON (objects, lists,
 * booleans, null, numbers), the text itself otherwise (`read`, a key another client set).
 */
export function decodePref(text: string): unknown {
  if (!JSON_LIKE.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Failed saves are tried again this long after, at most this many times. */
export const PREFS_RETRY = { delayMs: 5_000, attempts: 3 } as const;

/**
 * The host's preferences (DESIGN §5 `prefs`: server when logged in, local otherwise).
 *
 * - A visitor reads and writes the browser's (`local`).
 * - A logged-in trader reads the server's preferences, loaded when the session names a user;
 *   a key the server lacks falls back to the browser's value. A write shows at once and goes to
 *   the server (`setPreferences`, `upsert_keys`), the writes of one tick in one call; a failed
 *   save is tried again after 5 s, up to 3 times, newer values winning.
 * - When the preferences of a new user arrive, or the user logs out, every key whose value
 *   changed is announced to its subscribers, so the trade guide, favourites and the remotes'
 *   settings follow the account without a reload.
 */
export function createAccountPrefs({
  local,
  api,
  schedule = (run, ms) => setTimeout(run, ms),
}: {
  local: HostPrefs;
  api: Pick<HostApiClient, 'call'>;
  schedule?: (run: () => void, ms: number) => unknown;
}): AccountPrefs {
  let userId: string | null = null;
  let server: Map<string, unknown> | null = null;
  let status: PrefsStatus = 'local';
  let loadId = 0;
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const statusListeners = new Set<(status: PrefsStatus) => void>();
  let pending: Record<string, string> | null = null;

  const read = (key: string): unknown =>
    server?.has(key) ? server.get(key) : local.get<unknown>(key);
  const notify = (key: string): void => {
    const value = read(key);
    for (const listener of listeners.get(key) ?? []) listener(value);
  };
  const setStatus = (next: PrefsStatus): void => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  /** Runs `change`, then announces every subscribed key whose value it changed. */
  const announcing = (change: () => void): void => {
    const before = new Map([...listeners.keys()].map((key) => [key, read(key)]));
    change();
    for (const [key, value] of before) {
      if (!Object.is(read(key), value)) notify(key);
    }
  };

  const save = (keys: Record<string, string>, owner: string, attempt: number): void => {
    void api.call('setPreferences', { upsert_keys: keys }).then((reply) => {
      if (reply.ok || userId !== owner) return;
      console.warn(`[prefs] saving ${Object.keys(keys).join(', ')} failed: ${reply.message}`);
      if (attempt >= PREFS_RETRY.attempts) return;
      schedule(() => {
        if (userId !== owner) return;
        // Only the keys not set again since: a newer value is on its way already.
        const again = Object.fromEntries(
          Object.entries(keys).filter(([key, text]) => encodePref(server?.get(key)) === text),
        );
        if (Object.keys(again).length > 0) save(again, owner, attempt + 1);
      }, PREFS_RETRY.delayMs);
    });
  };
  const queue = (key: string, value: unknown): void => {
    const owner = userId;
    if (owner === null) return;
    if (pending === null) {
      pending = {};
      queueMicrotask(() => {
        const keys = pending ?? {};
        pending = null;
        if (userId === owner && Object.keys(keys).length > 0) save(keys, owner, 1);
      });
    }
    pending[key] = encodePref(value);
  };

  return {
    get<T>(key: string): T | undefined {
      return read(key) as T | undefined;
    },
    set<T>(key: string, value: T): void {
      if (userId === null) {
        local.set(key, value);
      } else {
        server ??= new Map();
        server.set(key, value);
        queue(key, value);
      }
      notify(key);
    },
    subscribe<T>(key: string, listener: (value: T | undefined) => void): () => void {
      const set = listeners.get(key) ?? new Set();
      set.add(listener as (value: unknown) => void);
      listeners.set(key, set);
      return () => {
        set.delete(listener as (value: unknown) => void);
      };
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    async useAccount(next) {
      if (next === userId && status !== 'failed') return;
      const id = ++loadId;
      announcing(() => {
        userId = next;
        server = null;
      });
      if (next === null) {
        setStatus('local');
        return;
      }
      setStatus('loading');
      const reply = await api.call('preferences', {});
      if (id !== loadId) return;
      if (!reply.ok) {
        console.warn(`[prefs] the account's preferences are unavailable: ${reply.message}`);
        setStatus('failed');
        return;
      }
      const loaded = new Map<string, unknown>();
      for (const [key, text] of Object.entries(reply.result)) {
        if (typeof text === 'string') loaded.set(key, decodePref(text));
      }
      announcing(() => {
        // A value set while loading is newer than the server's.
        for (const [key, value] of server ?? []) loaded.set(key, value);
        server = loaded;
      });
      setStatus('ready');
    },
  };
}
