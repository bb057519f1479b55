import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from './service-table';

const root = findRepoRoot(__dirname);

/**
 * The messages of the repository's lint config for `code` as if it lived at `file` (the lint
 * CLI in a child process: its flat config is an ES module, which jest's runtime cannot load).
 */
async function lint(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      '--stdin',
      '--stdin-filename',
      join(root, file),
      '--format',
      'json',
    ],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layering rules (issue 19)', () => {
  jest.setTimeout(30_000);

  it('keep React, stores and views out of domain/', async () => {
    const messages = await lint(
      'mfe-orders/src/domain/fixture.ts',
      [
        "import { useState } from 'react';",
        "import { createOrdersController } from '../state/orders-controller';",
        "import { OrdersPanel } from '../ui/orders-panel';",
        'export const all = [useState, createOrdersController, OrdersPanel];',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no React/),
      expect.stringMatching(/^no-restricted-imports: .*never reaches the stores or the views/),
      expect.stringMatching(/^no-restricted-imports: .*never reaches the stores or the views/),
    ]);
  });

  it("keep the host's calls, subscriptions, bus and preferences out of ui/", async () => {
    const messages = await lint(
      'mfe-chart/src/ui/fixture.tsx',
      [
        "import type { HostApi } from '@spot/contracts';",
        'export function load(host: HostApi) {',
        "  void host.api.call('tickers', {});",
        "  host.bus.emit('chart/price-picked', { price: '1' });",
        "  host.prefs.set('k', 1);",
        "  return host.realtime.subscribe('notice', {}, () => undefined);",
        '}',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-syntax: ui\/ does not call HostApi.api/),
      expect.stringMatching(/^no-restricted-syntax: ui\/ does not use HostApi.bus/),
      expect.stringMatching(/^no-restricted-syntax: ui\/ does not read or write HostApi.prefs/),
      expect.stringMatching(/^no-restricted-syntax: ui\/ does not subscribe to HostApi.realtime/),
    ]);
  });

  it('let state/ make those calls', async () => {
    const messages = await lint(
      'mfe-chart/src/state/fixture.ts',
      [
        "import type { HostApi } from '@spot/contracts';",
        "export const load = (host: HostApi) => host.api.call('tickers', {});",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
