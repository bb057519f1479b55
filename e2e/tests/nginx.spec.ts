import { expect, test } from '@playwright/test';
import {
  SLOTS,
  expectBookRows,
  expectMounted,
  expectPrecompressed,
  precompressedSamples,
  rawGet,
} from './helpers';

test.skip(
  () => process.env.E2E_NGINX_MISSING === '1',
  'nginx is not installed: sudo apt-get install -y nginx',
);
test.skip(
  () => process.env.E2E_SERVER !== 'nginx',
  'runs against the nginx stack only (E2E_SERVER=nginx)',
);

test('the composition works when nginx serves the apps with the deploy/ configuration', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  for (const slot of SLOTS) await expectMounted(page, slot);
  await expectBookRows(page);

  const pageReply = await request.get('/en/trade/spot/ETH/USDT');
  expect(pageReply.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(pageReply.headers()['content-security-policy']).toContain('ws://127.0.0.1:8090');
  expect(pageReply.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/missing.js')).status()).toBe(404);
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');

  const manifest = await request.get('http://127.0.0.1:8082/mf-manifest.json', {
    headers: { Origin: 'http://127.0.0.1:8080' },
  });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  const refused = await request.get('http://127.0.0.1:8082/mf-manifest.json', {
    headers: { Origin: 'http://evil.test' },
  });
  expect(refused.headers()['access-control-allow-origin'] ?? '').toBe('');
  const body = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const hashed = body.exposes[0]?.assets.js.sync[0];
  expect(hashed).toBeDefined();
  const asset = await request.get(`http://127.0.0.1:8082/${hashed}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("nginx sends the build's precompressed files: brotli where it has the module, else gzip", async () => {
  const brotli = process.env.E2E_COMPRESSION === 'br+gzip';
  for (const { url, file } of precompressedSamples()) {
    expectPrecompressed(await rawGet(url, 'gzip'), file, 'gzip');
    expectPrecompressed(await rawGet(url, 'gzip, deflate, br'), file, brotli ? 'br' : 'gzip');
    const brOnly = await rawGet(url, 'br');
    if (brotli) expectPrecompressed(brOnly, file, 'br');
    // Without the module a brotli-only client gets the file as it is, never a gzip it refused.
    else expect(brOnly.headers['content-encoding']).toBeUndefined();
  }
});
