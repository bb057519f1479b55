import type { RemotesConfig } from '../config/runtime-config';

export const OVERRIDES_STORAGE_KEY = 'host-shell.mf-overrides.v1';
const PARAM_PREFIX = 'mf.';

export type Overrides = Readonly<Record<string, string>>;

export interface OverrideDecision {
  readonly accepted: Overrides;
  /** One clear message per refused override, for the console. */
  readonly refused: readonly string[];
}

function checkOverride(name: string, url: string, config: RemotesConfig): string | null {
  if (!Object.hasOwn(config.remotes, name)) return `unknown remote "${name}"`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `"${url}" is not http(s)`;
  if (!config.overrideOrigins.includes(parsed.origin)) {
    return `origin ${parsed.origin} is not in overrideOrigins`;
  }
  return null;
}

/**
 * Staging overrides (DESIGN §4): `?mf.<remote>=<manifest url>` merged over the ones kept in
 * sessionStorage; only origins listed in `overrideOrigins` are accepted, every other is refused.
 */
export function decideOverrides(
  search: string,
  stored: string | null,
  config: RemotesConfig,
): OverrideDecision {
  const candidates: Record<string, string> = {};
  if (stored) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (typeof parsed === 'object' && parsed !== null) {
        for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') candidates[k] = v;
      }
    } catch {
      // A corrupt entry is dropped; the URL can set it again.
    }
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(PARAM_PREFIX)) candidates[key.slice(PARAM_PREFIX.length)] = value;
  }
  const accepted: Record<string, string> = {};
  const refused: string[] = [];
  for (const [name, url] of Object.entries(candidates)) {
    const problem = checkOverride(name, url, config);
    if (problem) refused.push(`Module Federation override for ${name} refused: ${problem}`);
    else accepted[name] = url;
  }
  return { accepted, refused };
}

/** The URL's search without the `mf.*` parameters, once they are kept in sessionStorage. */
export function searchWithoutOverrides(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function applyOverrides(config: RemotesConfig, overrides: Overrides): RemotesConfig {
  const remotes: Record<string, { entry: string }> = { ...config.remotes };
  for (const [name, entry] of Object.entries(overrides)) remotes[name] = { entry };
  return { remotes, overrideOrigins: config.overrideOrigins };
}
