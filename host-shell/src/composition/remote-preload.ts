import type { WidthClass } from '@spot/contracts';
import { parseRemotesConfig } from '../config/runtime-config';
import type { PhoneSection } from '../state/phone-section';
import type { RemoteTexts } from '../i18n/early-texts';
import { applyOverrides, decideOverrides } from './overrides';

/**
 * The remotes a spot page fetches and runs during start-up, before its first render: the order
 * book only, the first thing a trader waits for. The chart, order entry and orders are loaded
 * then too but run only when their slots mount, just after the first render (`LATER_REMOTES`).
 * Fetched at full priority, their files (with 122 KB entries) competed on a 2-core machine with
 * the start-up requests on the book's path (symbols, session, the socket) and the first live
 * row came about 150 ms later.
 */
export const EARLY_REMOTES = ['mfe-orderbook'] as const;

/**
 * The spot page's other remotes. Their files are preloaded during start-up too, at low
 * priority, and as soon as `remotes.json` is read the entry chunk takes them through the
 * federation runtime without running them (`startSpotRemotes`, `prepareRemote`); they run when
 * their slots mount, just after the first render. With the page's one federation runtime and compressed files a
 * remote entry is about 8 KB, and their downloads no longer hold back the book's path (issue 25).
 */
export const LATER_REMOTES = ['mfe-chart', 'mfe-order-entry', 'mfe-orders'] as const;
export type LaterRemote = (typeof LATER_REMOTES)[number];

/** The later remote each phone section shows; the book section shows the early one. */
const SECTION_REMOTE: Readonly<Record<PhoneSection, LaterRemote | null>> = {
  chart: 'mfe-chart',
  book: null,
  trade: 'mfe-order-entry',
  orders: 'mfe-orders',
};

/**
 * The later remotes a spot page preloads and starts with the order book. All of them on a
 * wider screen, where every slot is on the screen. A phone shows one section at a time: only
 * the remote of the section it opens on; the spot screen holds the others' slots until that
 * section is up (`RemoteSlot`'s `held`). On a phone at CPU ÷4, preloading and starting all three
 * held the book's first live row back by 80 to 240 ms and the chart section's chart by about
 * 300 ms (medians of 12 to 16 loads): their work competed with the section on the screen.
 */
export function laterRemotesFor(
  widthClass: WidthClass,
  section: PhoneSection,
): readonly LaterRemote[] {
  if (widthClass !== 'mobile') return LATER_REMOTES;
  const shown = SECTION_REMOTE[section];
  return shown === null ? [] : [shown];
}

/** What a page preloads of a remote: its entry, then `./meta` and `./App` with their CSS. */
export interface PreloadList {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const PRELOADED_EXPOSES = ['./meta', './App'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function syncAssets(assets: unknown, kind: 'js' | 'css'): string[] {
  if (!isRecord(assets)) return [];
  const group = assets[kind];
  return isRecord(group) ? strings(group.sync) : [];
}

/**
 * The files to preload of a remote from its Module Federation manifest (`mf-manifest.json`):
 * the remote entry and the synchronous JS and CSS of `./meta` and `./App`, as absolute URLs,
 * each once. `null` for a manifest this cannot read (not a manifest, or a public path only
 * known at run time): the federation runtime then loads the remote the slower way, alone.
 */
export function preloadList(manifestUrl: string, manifest: unknown): PreloadList | null {
  if (!isRecord(manifest) || !isRecord(manifest.metaData) || !Array.isArray(manifest.exposes)) {
    return null;
  }
  const { publicPath, remoteEntry } = manifest.metaData;
  if (typeof publicPath !== 'string' || !isRecord(remoteEntry)) return null;
  if (typeof remoteEntry.name !== 'string' || remoteEntry.name === '') return null;
  let base: URL;
  try {
    base = publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  } catch {
    return null;
  }
  const at = (file: string): string => new URL(file, base).href;
  const entryDir = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/\/*$/, '') : '';
  const scripts = new Set([at(entryDir ? `${entryDir}/${remoteEntry.name}` : remoteEntry.name)]);
  const styles = new Set<string>();
  for (const path of PRELOADED_EXPOSES) {
    const expose: unknown = manifest.exposes.find((e) => isRecord(e) && e.path === path);
    if (!isRecord(expose)) continue;
    for (const file of syncAssets(expose.assets, 'js')) scripts.add(at(file));
    for (const file of syncAssets(expose.assets, 'css')) styles.add(at(file));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** A remote's one namespace (STYLE: one per app): its folder name without `mfe-`. */
export function remoteNamespace(remote: string): string {
  return remote.replace(/^mfe-/, '');
}

/** At most this many languages are read from a manifest. */
const MAX_TEXT_LANGUAGES = 16;

/**
 * The texts of `remote` from its manifest's `metaData.texts` (the namespaces and languages its
 * build wrote), under its public path as its code has it (`auto`: the manifest's folder, where
 * the build copies `locales/`; else the path as written). Only the remote's own namespace is
 * taken: a manifest comes from another deployment (a staging override) and must not replace
 * the host's texts or another remote's, before its contract is even checked. None for a
 * manifest without texts or with languages that are not language tags.
 */
export function textsOf(manifestUrl: string, manifest: unknown, remote: string): RemoteTexts[] {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return [];
  const { publicPath, texts } = manifest.metaData;
  if (typeof publicPath !== 'string' || !isRecord(texts)) return [];
  const namespace = remoteNamespace(remote);
  const languages = strings(texts.languages);
  if (!strings(texts.namespaces).includes(namespace)) return [];
  if (languages.length > MAX_TEXT_LANGUAGES || !languages.every((l) => LANGUAGE_TAG.test(l))) {
    return [];
  }
  let baseUrl = publicPath;
  if (publicPath === 'auto') {
    try {
      baseUrl = new URL('.', manifestUrl).href;
    } catch {
      return [];
    }
  }
  return [{ namespace, baseUrl, languages }];
}

/** Manifests fetched by `preloadSpotRemotes`, by URL, for the federation runtime to take. */
const earlyManifests = new Map<string, Promise<string | null>>();

/**
 * The text of the manifest at `url` as the entry chunk fetched it (`null` if that failed),
 * handed out once so that a later load (a retry) fetches afresh; `undefined` when there is
 * none. The federation runtime takes it through `earlyManifestPlugin` instead of asking again.
 */
export function takeEarlyManifest(url: string): Promise<string | null> | undefined {
  const text = earlyManifests.get(url);
  earlyManifests.delete(url);
  return text;
}

export interface PreloadDeps {
  readonly fetch: (url: string) => Promise<{ readonly ok: boolean; text(): Promise<string> }>;
  readonly document: Document;
  /** `location.search`, for the staging overrides. */
  readonly search: string;
  /** The overrides kept in sessionStorage. */
  readonly storedOverrides: string | null;
  /**
   * Whether the page's federation runtime fits a remote, from its manifest: the files of one
   * the runtime will refuse are not fetched. Every remote fits when it is not given.
   */
  readonly runtimeFits?: (manifest: unknown) => boolean;
  /**
   * Called once with the remotes the page will load (`remotes.json` with the accepted
   * overrides), as soon as their manifests are asked for and kept for the runtime.
   */
  readonly decided?: (remotes: Readonly<Record<string, { readonly entry: string }>>) => void;
  /**
   * Where a remote's namespaces go as soon as its manifest is read (`requestRemoteTexts`), at
   * low priority for a remote that runs later; none are requested without it.
   */
  readonly texts?: (texts: RemoteTexts, low: boolean) => void;
}

/**
 * Asks the browser to download `names` (the `EARLY_REMOTES`) while the host's own bootstrap
 * downloads, compiles and renders: `<link rel="preload">` for each remote's entry, `./meta`
 * and `./App`. Nothing is run here but `deps.decided`, which the entry chunk uses to start the
 * remotes; the federation runtime runs their files from the preload cache, and `./App` only
 * once `./meta` shows a contract that fits. The remotes are those
 * the bootstrap will load: `remotes.json` with the staging overrides it will accept. The
 * manifests are kept for the runtime (`takeEarlyManifest`). A manifest that fails to arrive
 * or cannot be read preloads nothing; the runtime asks again and reports a failure.
 * Each remote's texts are requested beside its files (`deps.texts`); of `textsOnly` (a phone's
 * sections off the screen, which load later) only the texts and the manifest: a section opened
 * early then shows its texts, not its keys, while its files come.
 */
export async function preloadRemotes(
  names: readonly string[],
  remotesJson: Promise<unknown>,
  deps: PreloadDeps,
  lowPriority: readonly string[] = [],
  textsOnly: readonly string[] = [],
): Promise<void> {
  // A file that does not arrive or is not JSON preloads nothing (the bootstrap reports it).
  const parsed = parseRemotesConfig(await remotesJson.catch(() => null));
  if (!parsed.ok) return;
  const decision = decideOverrides(deps.search, deps.storedOverrides, parsed.value);
  const { remotes } = applyOverrides(parsed.value, decision.accepted);
  const added = new Set<string>();
  const hint = (href: string, as: 'script' | 'style', low: boolean): void => {
    if (added.has(href)) return;
    added.add(href);
    const link = deps.document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (low) link.setAttribute('fetchpriority', 'low');
    deps.document.head.append(link);
  };
  const preloads = [...names, ...lowPriority, ...textsOnly].map(async (name) => {
    const manifestUrl = remotes[name]?.entry;
    if (!manifestUrl) return;
    const text = deps
      .fetch(manifestUrl)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    earlyManifests.set(manifestUrl, text);
    const body = await text;
    if (body === null) return; // left to the federation runtime, which reports in the slot
    let manifest: unknown;
    try {
      manifest = JSON.parse(body);
    } catch {
      return;
    }
    if (deps.runtimeFits && !deps.runtimeFits(manifest)) return;
    const low = !names.includes(name);
    for (const texts of deps.texts ? textsOf(manifestUrl, manifest, name) : []) {
      deps.texts?.(texts, low);
    }
    const list = textsOnly.includes(name) ? null : preloadList(manifestUrl, manifest);
    if (!list) return;
    for (const href of list.styles) hint(href, 'style', low);
    for (const href of list.scripts) hint(href, 'script', low);
  });
  // Every manifest asked for above is kept by now (each was kept before its first await).
  try {
    deps.decided?.(remotes);
  } catch (error) {
    // Left to the bootstrap, which starts the remotes again and reports in their slots; said,
    // since the page is then slower to mount them.
    console.warn('[host] the remotes could not start early:', error);
  }
  await Promise.all(preloads);
}
