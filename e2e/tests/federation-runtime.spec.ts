import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findRepoRoot } from '@spot/tooling/service-table';
import { FIXTURES, SLOTS, expectMounted } from './helpers';

/**
 * A string only runtime-core carries (a hook of its ModuleFederation class), whatever is
 * tree-shaken around it: one per copy of the runtime a script holds.
 */
const RUNTIME_MARK = 'beforeInitContainer';
/** The harness test's dev server, outside the service table's ports. */
const HARNESS_PORT = 8092;

/**
 * The scripts the page loads, by URL, with whether each carries a copy of the runtime; a new
 * document (the dev server's live reload) starts the count again.
 */
function watchScripts(page: Page): Map<string, Promise<boolean>> {
  const scripts = new Map<string, Promise<boolean>>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) scripts.clear();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.text().then(
        (text) => text.includes(RUNTIME_MARK),
        () => false,
      ),
    );
  });
  return scripts;
}

async function runtimeCopies(scripts: Map<string, Promise<boolean>>): Promise<string[]> {
  const found: string[] = [];
  for (const [url, carries] of scripts) if (await carries) found.push(url);
  return found;
}

test('the composed page loads the federation runtime once, from the host', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/en/trade/spot/BTC/USDT');
  for (const slot of SLOTS) await expectMounted(page, slot);
  const copies = await runtimeCopies(scripts);
  expect(copies, copies.join('\n')).toHaveLength(1);
  expect(copies[0]).toMatch(/^http:\/\/127\.0\.0\.1:8080\/main\.[0-9a-f]{8}\.js$/);
  const remoteEntries = [...scripts.keys()].filter((url) => url.endsWith('/remoteEntry.js'));
  expect(remoteEntries.length).toBeGreaterThanOrEqual(4);
  expect(
    await page.evaluate(
      () =>
        (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
          ._FEDERATION_RUNTIME_CORE_FROM?.name,
    ),
  ).toBe('host_shell');
});

test('a remote built with a runtime of its own is refused before it runs and says why', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto(`/en/trade/spot/BTC/USDT?mf.mfe-orders=${FIXTURES}/own-runtime/mf-manifest.json`);
  const slot = page.locator('section[data-slot="orders"]');
  const refusal = slot.locator('[data-slot-state="incompatible"]');
  await expect(refusal).toContainText('carries its own federation runtime (2.');
  await expect(refusal).toContainText('this page provides runtime 2.');
  await expect(page.getByTestId('own-runtime-mounted')).toHaveCount(0);
  await expectMounted(page, 'chart');
  // Its entry never ran: the page still holds one runtime.
  expect([...scripts.keys()].some((url) => url.startsWith(`${FIXTURES}/own-runtime/`))).toBe(false);
  expect(await runtimeCopies(scripts)).toHaveLength(1);
});

test('a remote still starts alone in its harness, which provides the runtime', async ({ page }) => {
  test.setTimeout(120_000);
  const root = findRepoRoot();
  const dev = spawn(
    join(root, 'node_modules', '.bin', 'rspack'),
    ['serve', '--mode', 'development', '--port', String(HARNESS_PORT)],
    { cwd: join(root, 'mfe-tools'), stdio: 'ignore', detached: true },
  );
  try {
    const url = `http://127.0.0.1:${HARNESS_PORT}/`;
    await expect
      .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout: 90_000 })
      .toBe(200);
    const scripts = watchScripts(page);
    await page.goto(url);
    await expect(page.getByText('Block trade / OTC convert')).toBeVisible({ timeout: 30_000 });
    // The tools remote came from its own container, on the runtime the harness provides.
    expect([...scripts.keys()]).toContain(`${url}remoteEntry.js`);
    expect(
      await page.evaluate(
        () =>
          (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
            ._FEDERATION_RUNTIME_CORE_FROM?.name,
      ),
    ).toBe('mfe_tools_harness');
    const copies = await runtimeCopies(scripts);
    expect(copies, copies.join('\n')).toHaveLength(1);
    expect(copies[0]).toMatch(/\/harness\/main\.[0-9a-f]{8}\.js$/);
  } finally {
    if (dev.pid !== undefined) process.kill(-dev.pid, 'SIGTERM');
  }
});
