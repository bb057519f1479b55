import { isCompressible, negotiateEncoding, type ContentEncoding } from './content-encoding';

const BOTH: readonly ContentEncoding[] = ['br', 'gzip'];

describe('negotiateEncoding', () => {
  it.each<[string, string | undefined, readonly ContentEncoding[], ContentEncoding | null]>([
    ['brotli when both are accepted and on disk', 'gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip for a client without brotli', 'gzip, deflate', BOTH, 'gzip'],
    ['brotli for a client that names brotli only', 'br', BOTH, 'br'],
    ['gzip when only the .gz is on disk', 'gzip, br', ['gzip'], 'gzip'],
    ['the file as it is without a header', undefined, BOTH, null],
    ['the file as it is for identity only', 'identity', BOTH, null],
    ['the file as it is when nothing is on disk', 'gzip, br', [], null],
    ['gzip when brotli is refused with q=0', 'br;q=0, gzip', BOTH, 'gzip'],
    ['the higher q-value over the server preference', 'br;q=0.5, gzip;q=0.8', BOTH, 'gzip'],
    ['brotli on a tie of q-values', 'gzip;q=0.7, br;q=0.7', BOTH, 'br'],
    ['brotli through the wildcard', '*', BOTH, 'br'],
    ['gzip when the wildcard is refused but gzip named', 'gzip, *;q=0', BOTH, 'gzip'],
    ['the legacy x-gzip name as gzip', 'x-gzip', BOTH, 'gzip'],
    ['names in any case and spacing', ' GZIP ; Q=1 ', BOTH, 'gzip'],
    ['nothing for an unknown coding only', 'compress', BOTH, null],
  ])('sends %s', (_name, header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each<[string, boolean]>([
    ['main.3f9a2c1b.js', true],
    ['app.0123abcd.css', true],
    ['mf-manifest.json', true],
    ['locales/en/host.json', true],
    ['static/order-filled.wav', true],
    ['STATIC/LOUD.WAV', true],
    ['index.html', false],
    ['main.3f9a2c1b.js.map', false],
    ['main.3f9a2c1b.js.gz', false],
    ['logo.png', false],
  ])('%s is %s', (file, expected) => {
    expect(isCompressible(file)).toBe(expected);
  });
});
