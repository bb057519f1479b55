import { act, fireEvent, render, screen } from '@testing-library/react';
import { KNOWLEDGE_PREF_KEY } from '../domain/knowledge-check';
import { ltFakeHost } from '../testing/lt-fake-host';
import { LtInfoContainer } from './lt-info-container';

async function renderDialog(
  request: Record<string, unknown>,
  prefs: Readonly<Record<string, unknown>> = {},
) {
  const fake = ltFakeHost({ prefs });
  await act(async () => {
    render(
      <LtInfoContainer
        host={fake.host}
        slot="lt-dialog"
        symbol={{ symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false }}
        locale="en"
        theme="light"
        request={request}
      />,
    );
  });
  return fake;
}

const REQUEST = { requestId: 'r1', symbolName: 'BTC3LUSDT', side: 'BUY' };
const confirmButton = () => screen.getByRole('button', { name: 'Confirm and continue' });
const answer = (question: RegExp, option: string) =>
  fireEvent.click(
    screen.getByRole('group', { name: question }).querySelector(`input[value="${option}"]`)!,
  );

describe('the lt-dialog: the LT gate of order entry', () => {
  it("explains the requested token and its risks, with its net value at the token's precision", async () => {
    await renderDialog(REQUEST);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('BTC3LUSDT: 3× long BTC');
    expect(screen.getByTestId('lt-project').textContent).toContain('decays');
    expect(screen.getByTestId('lt-nav').textContent).toBe('2.5000');
  });

  it('asks the knowledge check first, names a wrong answer, and remembers a pass', async () => {
    const fake = await renderDialog(REQUEST);
    expect(confirmButton()).toHaveProperty('disabled', true);
    answer(/BTC rises 1%/, 'inverse');
    answer(/swings up and down/, 'lower');
    answer(/Who keeps/, 'issuer');
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(fake.prefs.get(KNOWLEDGE_PREF_KEY)).toBeUndefined();

    answer(/BTC rises 1%/, 'leveraged');
    fireEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.queryByTestId('lt-quiz')).toBeNull();
    expect(fake.prefs.get(KNOWLEDGE_PREF_KEY)).toEqual({ version: 1, passed: ['1001'] });
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(fake.eventsOf('lt/flow-finished')).toEqual([{ requestId: 'r1', outcome: 'confirmed' }]);
  });

  it('does not ask a trader who passed before', async () => {
    const fake = await renderDialog(REQUEST, {
      [KNOWLEDGE_PREF_KEY]: { version: 1, passed: ['1001'] },
    });
    expect(screen.queryByTestId('lt-quiz')).toBeNull();
    fireEvent.click(confirmButton());
    expect(fake.eventsOf('lt/flow-finished')).toEqual([{ requestId: 'r1', outcome: 'confirmed' }]);
  });

  it('cancels, leaving the check unpassed', async () => {
    const fake = await renderDialog(REQUEST);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.eventsOf('lt/flow-finished')).toEqual([{ requestId: 'r1', outcome: 'cancelled' }]);
    expect(fake.prefs.get(KNOWLEDGE_PREF_KEY)).toBeUndefined();
  });

  it('offers no answer without a well-formed request', async () => {
    await renderDialog({ symbolName: 'BTC3LUSDT' });
    expect(screen.queryByRole('button', { name: 'Confirm and continue' })).toBeNull();
    expect(screen.queryByTestId('lt-quiz')).toBeNull();
  });
});
