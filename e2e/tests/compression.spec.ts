import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectPrecompressed, precompressedSamples, rawGet } from './helpers';

// The node static server behind `npm start` (the nginx project checks nginx the same way).
test.skip(() => process.env.E2E_SERVER === 'nginx', 'the nginx project checks nginx');

for (const { url, file } of precompressedSamples()) {
  const path = new URL(url).pathname;

  test(`the node server sends ${path} as the build's brotli or gzip copy`, async () => {
    expectPrecompressed(await rawGet(url, 'gzip, deflate, br'), file, 'br');
    expectPrecompressed(await rawGet(url, 'br'), file, 'br');
    expectPrecompressed(await rawGet(url, 'gzip'), file, 'gzip');
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);
  });
}
