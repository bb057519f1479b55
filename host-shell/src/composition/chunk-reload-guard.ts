export const CHUNK_RELOAD_KEY = 'host-shell.chunk-reload-at';
/** A second chunk failure within this window shows the failure view instead of reloading. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^\s]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Reloads the page once for a chunk that failed inside a mounted remote (usually a deploy that
 * replaced its hashed files). Returns false when it already reloaded recently, so a broken
 * deploy cannot loop.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
