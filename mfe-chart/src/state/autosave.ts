import type { SavedChartSetting } from '@spot/contracts';
import { CHART_SETTINGS_AUTOSAVE, isChartSettingSaveDue } from '@spot/contracts';

export interface AutosaveDeps {
  /** Sends one version; resolves whether the server took it. Never rejects. */
  save(setting: SavedChartSetting): Promise<boolean>;
  /** Only a logged-in non-demo user's settings are saved (spec 000 §5, §6). */
  canSave(): boolean;
  now(): number;
}

export interface Autosaver {
  /** The layout changed: saved 5 s after the last change. */
  changed(saveData: Readonly<Record<string, unknown>>): void;
  /** The version the server holds (from get-kline-config), or null for none. */
  loaded(version: string | null): void;
  /** The version last saved or loaded. */
  savedVersion(): string | null;
  dispose(): void;
}

/**
 * Chart settings autosave (spec 000 §4): 5 s after the last change, and never less than 5 s
 * after the version saved before; a save waits until then. One save at a time, so nothing is
 * sent twice; a failed save is retried with the next change.
 */
export function createAutosaver(deps: AutosaveDeps): Autosaver {
  const { delayMs, minVersionGapMs } = CHART_SETTINGS_AUTOSAVE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Readonly<Record<string, unknown>> | null = null;
  let saved: string | null = null;
  let inFlight = false;
  let disposed = false;

  const schedule = (ms: number): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), Math.max(0, ms));
  };

  async function flush(): Promise<void> {
    timer = undefined;
    if (disposed || pending === null || !deps.canSave()) return;
    if (inFlight) {
      schedule(delayMs);
      return;
    }
    const version = String(deps.now());
    if (!isChartSettingSaveDue(saved, version)) {
      schedule(Number(saved) + minVersionGapMs - Number(version));
      return;
    }
    const saveData = pending;
    pending = null;
    inFlight = true;
    const ok = await deps.save({ version, saveData });
    inFlight = false;
    if (ok) saved = version;
    else pending ??= saveData;
  }

  return {
    changed(saveData) {
      if (disposed || !deps.canSave()) return;
      pending = saveData;
      schedule(delayMs);
    },
    loaded(version) {
      saved = version;
    },
    savedVersion: () => saved,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
