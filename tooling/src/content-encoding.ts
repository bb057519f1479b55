import { extname } from 'node:path';

/** The files written also as `.br` and `.gz` at build time (issue 25). */
export const COMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.css', '.json', '.wav'];

/** The encodings of a precompressed file, the server's preference first, with their suffix. */
export const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof ENCODINGS)[number]['encoding'];

export function isCompressible(fileName: string): boolean {
  return COMPRESSED_EXTENSIONS.includes(extname(fileName).toLowerCase());
}

/** The q-value of each coding an `Accept-Encoding` header names (RFC 9110 §12.5.3). */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    result.set(name, q);
  }
  return result;
}

/**
 * The coding to send a precompressed file in, among those `available` on disk, for a request's
 * `Accept-Encoding`: the highest q-value above zero, brotli before gzip on a tie; `*` stands
 * for codings the header does not name; `null` (the file as it is) when none is acceptable.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const q = qualities(acceptEncoding);
  let best: { encoding: ContentEncoding; q: number } | null = null;
  for (const { encoding } of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const quality =
      q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (quality > 0 && (!best || quality > best.q)) best = { encoding, q: quality };
  }
  return best?.encoding ?? null;
}
