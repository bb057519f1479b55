import type { ApiResult, TradeFill } from '@spot/contracts';
import { firstCursor } from '../domain/history-window';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { fillsPage, type ListScope } from './sources';

const fill = (tradeId: string, symbolId?: string): TradeFill => ({
  tradeId,
  tradeTime: 1_700_000_000_000,
  side: 'Buy',
  execPrice: '65000',
  execValue: '65',
  execQty: '0.001',
  execFee: '0.000001',
  orderType: 'LIMIT',
  ...(symbolId ? { symbolId } : {}),
});

async function pageOf(fills: readonly unknown[], allPairs: boolean) {
  const fake = createFakeHost(sessionOf({}));
  fake.control.answer = () => ({ ok: true, result: fills }) as ApiResult<unknown>;
  const scope: ListScope = {
    symbolName: 'BTCUSDT',
    baseTokenId: 'BTC',
    quoteTokenId: 'USDT',
    allPairs,
  };
  const reply = await fillsPage(fake.host, () => scope)(
    firstCursor(7, Date.now()),
    new AbortController().signal,
  );
  if (!reply.ok) throw new Error(reply.message);
  return reply.rows.map((row) => row.symbolId);
}

describe('fillsPage', () => {
  it("names each fill's pair in a list of every pair from the fill itself", async () => {
    expect(await pageOf([fill('1', 'ETHUSDT'), fill('2', 'BTCUSDT')], true)).toEqual([
      'ETHUSDT',
      'BTCUSDT',
    ]);
  });

  it("names the list's symbol for fills of a one-pair list that carry none", async () => {
    expect(await pageOf([fill('1'), fill('2', 'BTCUSDT')], false)).toEqual(['BTCUSDT', 'BTCUSDT']);
  });

  it('leaves the pair unknown in a list of every pair whose fills carry none', async () => {
    expect(await pageOf([fill('1')], true)).toEqual([undefined]);
  });
});
