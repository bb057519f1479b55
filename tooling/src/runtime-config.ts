import type { Service } from './service-table';
import { firstPort } from './service-table';

export type EnvName = 'dev' | 'test' | 'testnet' | 'mainnet';

/** `/remotes.json` (DESIGN §3): keys are folder names. */
export interface RemotesConfig {
  readonly remotes: Readonly<Record<string, { readonly entry: string }>>;
  readonly overrideOrigins: readonly string[];
}

/** `/env.json` (DESIGN §3). A route URL may be a bare port: the page's hostname on that port. */
export interface EnvConfig {
  readonly env: EnvName;
  readonly routes: readonly { readonly name: string; readonly url: string }[];
  readonly acceleration: { readonly enabled: boolean; readonly proxyUrl: string | null };
  readonly monitoring: { readonly url: string | null };
  /**
   * The exchange's main site, where pages outside this product live (DESIGN §8): campaigns,
   * rewards hub, OTC, invest, copy trading, account pages, support articles.
   */
  readonly mainSite: { readonly url: string | null };
}

export interface RuntimeConfig {
  readonly remotes: RemotesConfig;
  readonly env: EnvConfig;
}

export interface RuntimeConfigOptions {
  readonly env: EnvName;
  /** Hostname the browser uses to reach the remotes. */
  readonly hostname?: string;
}

/** Origins of the service table under both loopback names, for CORS. */
export function serviceOrigins(services: readonly Service[]): string[] {
  const origins: string[] = [];
  for (const service of services) {
    if (service.kind === 'sim') continue;
    for (const port of service.ports) {
      origins.push(`http://127.0.0.1:${port}`, `http://localhost:${port}`);
    }
  }
  return origins;
}

/** Writes the runtime configuration from the service table; nothing here is compiled in. */
export function buildRuntimeConfig(
  services: readonly Service[],
  options: RuntimeConfigOptions,
): RuntimeConfig {
  const hostname = options.hostname ?? '127.0.0.1';
  const remotes: Record<string, { entry: string }> = {};
  for (const service of services.filter((s) => s.kind === 'remote')) {
    remotes[service.name] = { entry: `http://${hostname}:${firstPort(service)}/mf-manifest.json` };
  }
  const overrideOrigins = services
    .filter((s) => s.kind === 'fixtures')
    .flatMap((s) => [`http://127.0.0.1:${firstPort(s)}`, `http://localhost:${firstPort(s)}`]);
  const sim = services.find((s) => s.kind === 'sim');
  const routes = (sim?.ports ?? []).map((port, index) => ({
    name: `route-${index + 1}`,
    url: String(port),
  }));
  return {
    remotes: { remotes, overrideOrigins },
    env: {
      env: options.env,
      routes,
      // The sim's route 1 is the acceleration route and takes the monitoring reports.
      acceleration: routes[0]
        ? { enabled: true, proxyUrl: routes[0].url }
        : { enabled: false, proxyUrl: null },
      monitoring: { url: routes[0]?.url ?? null },
      // The sim's route 1 stands in for the main site: it serves a plain page for each path.
      mainSite: { url: routes[0]?.url ?? null },
    },
  };
}
