import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody } from './compress-assets';

describe('compressBody', () => {
  const text = Buffer.from('export const price = "27000.5";\n'.repeat(200));

  it('writes a gzip and a brotli body that decode to the file', () => {
    const bodies = compressBody(text, 'main.3f9a2c1b.js');
    expect(gunzipSync(bodies.gzip).equals(text)).toBe(true);
    expect(brotliDecompressSync(bodies.br).equals(text)).toBe(true);
  });

  it('makes repetitive text much smaller, brotli at most as large as gzip', () => {
    const bodies = compressBody(text, 'main.3f9a2c1b.js');
    expect(bodies.gzip.length).toBeLessThan(text.length / 10);
    expect(bodies.br.length).toBeLessThanOrEqual(bodies.gzip.length);
  });

  it('compresses a sound file as binary data and keeps it exact', () => {
    const wav = Buffer.alloc(4096, 7);
    const bodies = compressBody(wav, 'static/order-filled.wav');
    expect(brotliDecompressSync(bodies.br).equals(wav)).toBe(true);
    expect(gunzipSync(bodies.gzip).equals(wav)).toBe(true);
  });
});
