/** `/remotes.json` and `/env.json` (DESIGN §3), read at start; nothing here is compiled in. */
export interface RemotesConfig {
  readonly remotes: Readonly<Record<string, { readonly entry: string }>>;
  readonly overrideOrigins: readonly string[];
}

export const ENV_NAMES = ['dev', 'test', 'testnet', 'mainnet'] as const;
export type EnvName = (typeof ENV_NAMES)[number];

export interface RouteConfig {
  readonly name: string;
  /** Absolute http(s) URL, or a bare port meaning the page's hostname on that port. */
  readonly url: string;
}

export interface EnvConfig {
  readonly env: EnvName;
  readonly routes: readonly RouteConfig[];
  readonly acceleration: { readonly enabled: boolean; readonly proxyUrl: string | null };
  readonly monitoring: { readonly url: string | null };
  /** The exchange's main site (DESIGN §8): a URL or a bare port; null: this page's origin. */
  readonly mainSite: { readonly url: string | null };
}

export type ConfigResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isOrigin(value: unknown): value is string {
  return isHttpUrl(value) && new URL(value).origin === value;
}

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,40}$/;

export function parseRemotesConfig(body: unknown): ConfigResult<RemotesConfig> {
  if (!isRecord(body) || !isRecord(body.remotes)) {
    return { ok: false, error: 'remotes.json: expected { "remotes": { … } }' };
  }
  const remotes: Record<string, { entry: string }> = {};
  for (const [name, value] of Object.entries(body.remotes)) {
    if (!REMOTE_NAME.test(name))
      return { ok: false, error: `remotes.json: bad remote name "${name}"` };
    if (!isRecord(value) || !isHttpUrl(value.entry)) {
      return { ok: false, error: `remotes.json: ${name}.entry must be an http(s) URL` };
    }
    remotes[name] = { entry: value.entry };
  }
  const origins = body.overrideOrigins ?? [];
  if (!Array.isArray(origins) || !origins.every(isOrigin)) {
    return { ok: false, error: 'remotes.json: overrideOrigins must be a list of origins' };
  }
  return { ok: true, value: { remotes, overrideOrigins: origins } };
}

function isBarePort(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{1,5}$/.test(value) &&
    Number(value) >= 1 &&
    Number(value) <= 65535
  );
}

function isRouteUrl(value: unknown): value is string {
  return isBarePort(value) || isHttpUrl(value);
}

export function parseEnvConfig(body: unknown): ConfigResult<EnvConfig> {
  if (!isRecord(body)) return { ok: false, error: 'env.json: expected an object' };
  const env = body.env;
  if (typeof env !== 'string' || !(ENV_NAMES as readonly string[]).includes(env)) {
    return { ok: false, error: `env.json: env must be one of ${ENV_NAMES.join(', ')}` };
  }
  if (!Array.isArray(body.routes) || body.routes.length === 0) {
    return { ok: false, error: 'env.json: routes must list at least one route' };
  }
  const routes: RouteConfig[] = [];
  for (const route of body.routes) {
    if (!isRecord(route) || typeof route.name !== 'string' || !isRouteUrl(route.url)) {
      return { ok: false, error: 'env.json: each route needs a name and a url (URL or bare port)' };
    }
    routes.push({ name: route.name, url: route.url });
  }
  const acc = isRecord(body.acceleration) ? body.acceleration : {};
  const mon = isRecord(body.monitoring) ? body.monitoring : {};
  const main = isRecord(body.mainSite) ? body.mainSite : {};
  return {
    ok: true,
    value: {
      env: env as EnvName,
      routes,
      acceleration: {
        enabled: acc.enabled === true,
        proxyUrl: isRouteUrl(acc.proxyUrl) ? acc.proxyUrl : null,
      },
      monitoring: { url: isRouteUrl(mon.url) ? mon.url : null },
      mainSite: { url: isRouteUrl(main.url) ? main.url : null },
    },
  };
}

/** The base URL of a route for this page: a bare port becomes this page's hostname on it. */
export function routeBaseUrl(
  route: RouteConfig,
  location: Pick<Location, 'protocol' | 'hostname'>,
): string {
  if (/^\d{1,5}$/.test(route.url)) return `${location.protocol}//${location.hostname}:${route.url}`;
  return route.url.replace(/\/+$/, '');
}

export function realtimeUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/^http/, 'ws') + path;
}
