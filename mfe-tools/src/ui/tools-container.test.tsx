import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOOLS_PINNED_PREF, type Roles } from '@spot/contracts';
import { createFakeHost, makeSession } from '@spot/contracts/testing';
import { ToolsContainer } from './tools-container';

const symbol = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

async function mount(
  options: { isLogin?: boolean; roles?: Partial<Roles> } = {},
  request?: Readonly<Record<string, unknown>>,
) {
  const fake = createFakeHost({
    session: makeSession({ isLogin: options.isLogin ?? true, roles: options.roles ?? {} }),
  });
  fake.setLastPrice('BTCUSDT', '100');
  fake.setAccount({
    balances: [
      { tokenId: 'USDT', free: '5000', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
    ],
    updatedAt: 1,
  });
  // The remote's texts load in a promise: its state update is flushed inside act.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <ToolsContainer
        host={fake.host}
        slot="tools"
        symbol={symbol}
        locale="en"
        theme="dark"
        {...(request ? { request } : {})}
      />,
    );
  });
  return { fake, view };
}

const listed = () =>
  screen.getAllByRole('listitem').map((li) => li.getAttribute('data-tool') ?? '');

describe('ToolsContainer', () => {
  it('lists the tools the role may use, each with its pin', async () => {
    await mount({ roles: { utaLevel: 1, classic: false } });
    expect(listed()).toEqual(['gridBot', 'convert', 'iceberg', 'twap', 'scaledOrder']);
    // The grid bot is pinned by default; the others can be.
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(4);
  });

  it('gives a demo account future spread and no grid bot', async () => {
    await mount({ roles: { demo: true } });
    expect(listed()).toEqual(['convert', 'iceberg', 'twap', 'futureSpread']);
  });

  it('pins a tool in the preferences', async () => {
    const { fake } = await mount();
    const twap = screen.getAllByRole('listitem').find((li) => li.dataset.tool === 'twap');
    fireEvent.click(within(twap as HTMLElement).getByRole('button', { pressed: false }));
    expect(fake.host.prefs.get(TOOLS_PINNED_PREF)).toEqual(['gridBot', 'autoInvest', 'twap']);
    expect(within(twap as HTMLElement).getByRole('button', { pressed: true })).toBeTruthy();
  });

  it('opens the tool a request names, and says why a typed value is refused', async () => {
    await mount({}, { tool: 'iceberg' });
    const form = screen.getByTestId('tool-form-iceberg');
    expect(within(form).getByRole('button', { name: 'review' })).toHaveProperty('disabled', true);
    fireEvent.change(within(form).getByRole('textbox', { name: /field.price/ }), {
      target: { value: '100' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /field.totalQty/ }), {
      target: { value: '1' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /field.visibleQty/ }), {
      target: { value: '2' },
    });
    expect(screen.getByTestId('tool-refusal').textContent).toBe('tool_iceberg_visible_above_total');
    fireEvent.change(within(form).getByRole('textbox', { name: /field.visibleQty/ }), {
      target: { value: '0,25' },
    });
    expect(screen.queryByTestId('tool-refusal')).toBeNull();
    expect(screen.getByTestId('tool-plan')).toBeTruthy();
  });

  it('reviews, then confirms once', async () => {
    const { fake } = await mount({}, { tool: 'iceberg' });
    let resolve: (v: unknown) => void = () => {};
    fake.handlers.icebergCreate = () =>
      new Promise((r) => {
        resolve = r as (v: unknown) => void;
      }) as never;
    const form = screen.getByTestId('tool-form-iceberg');
    for (const [name, value] of [
      [/field.price/, '100'],
      [/field.totalQty/, '1'],
      [/field.visibleQty/, '0.25'],
    ] as const) {
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'review' }));
    const confirm = within(screen.getByTestId('tool-review')).getByRole('button', {
      name: 'confirm',
    });
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'submitting' }));
    expect(fake.callsOf('icebergCreate')).toHaveLength(1);
    await act(async () => {
      resolve({
        ok: true,
        result: {
          strategyId: 'i1',
          strategyType: 'iceberg',
          symbol: 'BTCUSDT',
          category: 'spot',
          status: 2,
          size: '1',
          executedSize: '0',
        },
      });
    });
    expect(fake.toasts).toEqual([{ kind: 'success', key: 'tools:iceberg.started' }]);
  });

  it('lets a field that is not a number speak for itself', async () => {
    await mount({}, { tool: 'iceberg' });
    const form = screen.getByTestId('tool-form-iceberg');
    const type = (name: RegExp, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    type(/field.price/, '100');
    type(/field.totalQty/, '1');
    type(/field.visibleQty/, '1e5');
    expect(within(form).getByText('numberHint.exponent')).toBeTruthy();
    expect(screen.queryByTestId('tool-refusal')).toBeNull();
    expect(within(form).getByRole('button', { name: 'review' })).toHaveProperty('disabled', true);
  });

  it('asks a visitor to log in instead of sending, and does not count their money', async () => {
    await mount({ isLogin: false }, { tool: 'gridBot' });
    expect(screen.queryByTestId('tool-available')).toBeNull();
    const form = screen.getByTestId('tool-form-gridBot');
    for (const [name, value] of [
      [/field.minPrice/, '90'],
      [/field.maxPrice/, '110'],
      [/field.gridNumber/, '5'],
      // More than the account snapshot's 5000 USDT: a visitor's money is not counted.
      [/field.investment/, '6000'],
    ] as const) {
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    }
    expect(screen.queryByTestId('tool-refusal')).toBeNull();
    expect(screen.getByTestId('tool-plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'logIn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'review' })).toBeNull();
  });
});
