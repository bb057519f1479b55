/**
 * A URL on the exchange's main site (DESIGN §8): `origin` (none: this page's own, as a
 * root-relative URL) plus `path` and the query. A path that is not root-relative, or that
 * would leave the origin (`//host`, a scheme), is refused with `null`.
 */
export function outsidePageUrl(
  origin: string | null,
  path: string,
  query: Readonly<Record<string, string>> = {},
): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (/[\s\\]/.test(path)) return null;
  const search = new URLSearchParams(query).toString();
  const relative = search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`;
  return origin === null ? relative : `${origin.replace(/\/+$/, '')}${relative}`;
}

/** The main site's URL for this product: `page.outsideUrl` where the host has it (1.1.0). */
export function outsideUrlOf(
  page: { outsideUrl?(path: string, query?: Readonly<Record<string, string>>): string },
  path: string,
  query: Readonly<Record<string, string>> = {},
): string {
  return page.outsideUrl?.(path, query) ?? outsidePageUrl(null, path, query) ?? '/';
}
