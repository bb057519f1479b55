/**
 * Plain pages standing in for the exchange's main site (DESIGN §8): the product links to
 * campaigns, the rewards hub, OTC convert, auto invest, future spread, copy trading, account
 * order pages and support articles there. `env.json` names the main site's origin; in
 * development it is the sim's route 1, which answers each of these paths with a small HTML
 * page, so a click lands somewhere real instead of on a 404 or back on the trading page.
 */

const LOCALE = '(?:/(?:en|es|ja|ar))?';

/** The main-site sections the product links to, by path pattern. */
export const MAIN_SITE_PAGES: readonly { readonly pattern: RegExp; readonly title: string }[] = [
  { pattern: /^\/promo\/liquidity-shield$/, title: 'Liquidity shield campaign' },
  { pattern: /^\/rewards-hub$/, title: 'Rewards hub' },
  { pattern: /^\/user\/assets\/otc\/(?:convert|index)$/, title: 'Convert and block trade (OTC)' },
  { pattern: /^\/fiat\/trade\/invest\/home$/, title: 'Auto invest' },
  { pattern: /^\/liquid-marketplace\/future-spread$/, title: 'Future spread' },
  { pattern: /^\/copyTrade\/trade-center\/leader$/, title: 'Copy trading: leader centre' },
  { pattern: /^\/user\/assets\/order\/fed\/[a-z-]+(?:\/[a-z-]+)?$/, title: 'Your orders' },
  { pattern: /^\/user\/assets\/home\/performance$/, title: 'Spot performance' },
  { pattern: /^\/support(?:\/[\w-]+)*$/, title: 'Help centre' },
  { pattern: /^\/announcements(?:\/[\w-]+)*$/, title: 'Announcements' },
];

/** The title of the main-site page at `path` (a locale prefix allowed), or null. */
export function mainSitePageTitle(path: string): string | null {
  if (path.length > 256) return null;
  const local = new RegExp(`^${LOCALE}(/.*)$`).exec(path)?.[1] ?? path;
  return MAIN_SITE_PAGES.find((page) => page.pattern.test(local))?.title ?? null;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The page for `path`: its title, the path asked for, and a link back to `back` (the trading
 * page the trader came from, when the caller trusts it).
 */
export function renderMainSitePage(title: string, path: string, back: string | null): string {
  const link = back === null ? '' : `<p><a href="${escapeHtml(back)}">Back to trading</a></p>`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · main site (simulated)</title></head>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto;">',
    `<h1>${escapeHtml(title)}</h1>`,
    '<p>This page belongs to the exchange&#39;s main site, which the simulator stands in for.</p>',
    `<p>Path: <code>${escapeHtml(path)}</code></p>`,
    link,
    '</body></html>',
  ].join('\n');
}
