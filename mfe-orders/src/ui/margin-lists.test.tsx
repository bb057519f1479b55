import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiResult, BorrowRecord, EndpointName, RepayRecord } from '@spot/contracts';
import { flush } from '@spot/contracts/testing';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { OrdersContainer } from './orders-container';

const props = {
  slot: 'orders' as const,
  locale: 'en',
  theme: 'dark' as const,
  symbol: { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false },
};

const owed: BorrowRecord = {
  borrowId: 'b1',
  coin: 'USDT',
  borrowed: '1200.5',
  principal: '1200.5',
  interest: '0.0120050',
  interestPaid: '0',
  hourlyRate: '0.00001',
  borrowTime: Date.UTC(2026, 10, 24, 10, 0),
  paidOffTime: null,
};

/** A UTA trader with one USDT borrow that a repayment clears, as the sim does. */
function borrower(options: Parameters<typeof sessionOf>[0] = {}) {
  const fake = createFakeHost(sessionOf({ roles: { utaLevel: 1, classic: false }, ...options }));
  let borrows: BorrowRecord[] = [owed];
  let repayments: RepayRecord[] = [];
  fake.control.answer = (name: EndpointName, request: unknown) => {
    const ok = (result: unknown) => ({ ok: true, result }) as ApiResult<unknown>;
    if (name === 'borrowRecords') {
      const { status } = request as { status: string };
      return ok({
        list: borrows.filter((b) => (b.paidOffTime === null) === (status === 'unpaid')),
      });
    }
    if (name === 'repayRecords') return ok({ list: repayments });
    if (name === 'utaOrders') return ok({ result: [] });
    if (name === 'repay') {
      borrows = borrows.map((b) => ({
        ...b,
        principal: '0',
        interest: '0',
        interestPaid: b.interest,
        paidOffTime: Date.UTC(2026, 10, 24, 12, 0),
      }));
      repayments = [
        {
          repayId: 'r1',
          coin: 'USDT',
          amount: '1200.512005',
          interest: '0.012005',
          principal: '1200.5',
          time: Date.UTC(2026, 10, 24, 12, 0),
        },
      ];
      return ok(repayments[0]);
    }
    if (name === 'marginInfo') {
      return ok({
        equity: '-12.5',
        assets: '1000.129',
        liabilities: '1012.629',
        maintenanceMargin: '12.65',
        mmr: '0.0123456',
        actualLeverageRatio: '1.23456',
        maxLeverage: '5',
        borrowableValue: '4000',
      });
    }
    if (name === 'queryOpenOrders') {
      const { marketType } = request as { marketType: string };
      return ok({
        list: marketType === 'futureSpread' ? [{ mtp: 'futureSpread', syb: 'BTCUSDT-27DEC' }] : [],
        downgrading: false,
      });
    }
    return ok([]);
  };
  return fake;
}

async function openTab(fake: ReturnType<typeof borrower>, name: string) {
  render(<OrdersContainer host={fake.host} {...props} />);
  await act(() => flush());
  fireEvent.click(screen.getByRole('tab', { name }));
  await act(() => flush());
}

describe('the Repayment tab', () => {
  it('lists what a borrow owes, at the coin precision, with its hourly rate', async () => {
    const fake = borrower();
    await openTab(fake, 'Repayment');
    const list = screen.getByTestId('borrows-unpaid');
    expect(within(list).getAllByText('1200.50000000')).toHaveLength(2);
    expect(within(list).getByText('0.01200500')).toBeTruthy();
    expect(within(list).getByText('0.001%')).toBeTruthy();
    expect(fake.callsOf('borrowRecords')[0]?.request).toEqual({ status: 'unpaid' });
  });

  it('repays principal and interest after a confirmation, then lists it as paid off', async () => {
    const fake = borrower();
    await openTab(fake, 'Repayment');
    fireEvent.click(screen.getByRole('button', { name: 'Repay 1200.512005 USDT' }));
    await act(() => flush());
    expect(fake.confirms).toHaveLength(1);
    expect(fake.callsOf('repay')[0]?.request).toEqual({ coin: 'USDT', amount: '1200.512005' });
    expect(fake.toasts).toEqual([
      { kind: 'success', key: 'orders:repaid', params: { amount: '1200.512005', coin: 'USDT' } },
    ]);
    expect(screen.getByText('No borrows')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Paid off' }));
    await act(() => flush());
    expect(within(screen.getByTestId('borrows-paidOff')).getByText('0.01200500')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Repayments' }));
    await act(() => flush());
    const repayments = screen.getByTestId('repayments');
    expect(
      within(repayments)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Coin', 'Amount repaid', 'Of which interest', 'Of which principal']);
    expect(within(repayments).getByText('1200.51200500')).toBeTruthy();
    expect(within(repayments).getByText('1200.50000000')).toBeTruthy();
  });

  it('sends nothing when the trader declines, and says so when the repayment fails', async () => {
    const fake = borrower();
    await openTab(fake, 'Repayment');
    fake.control.confirmAnswer = false;
    fireEvent.click(screen.getByRole('button', { name: /^Repay / }));
    await act(() => flush());
    expect(fake.callsOf('repay')).toHaveLength(0);

    fake.control.confirmAnswer = true;
    const answer = fake.control.answer;
    fake.control.answer = (name, request, options) =>
      name === 'repay'
        ? { ok: false, kind: 'business', code: 20012, message: 'Insufficient balance' }
        : answer(name, request, options);
    fireEvent.click(screen.getByRole('button', { name: /^Repay / }));
    await act(() => flush());
    expect(fake.toasts).toEqual([
      {
        kind: 'error',
        key: 'orders:operationFail',
        params: { message: '\u2068Insufficient balance\u2069' },
      },
    ]);
    expect(within(screen.getByTestId('borrows-unpaid')).getByText('0.001%')).toBeTruthy();
  });

  it('is not offered to a classic account', async () => {
    render(<OrdersContainer host={createFakeHost(sessionOf()).host} {...props} />);
    await act(() => flush());
    expect(screen.queryByRole('tab', { name: 'Repayment' })).toBeNull();
  });
});

describe('the integrated area', () => {
  const integrated = { compliance: { integratedOrderRequest: true } };

  it('shows the account margin, percentages exact and cut, a negative equity kept', async () => {
    const fake = borrower(integrated);
    await openTab(fake, 'MMR');
    const mmr = screen.getByTestId('mmr');
    expect(within(mmr).getByText('1.23%')).toBeTruthy();
    expect(within(mmr).getByText('-12.50 USDT')).toBeTruthy();
    expect(within(mmr).getByText('1000.12 USDT')).toBeTruthy();
    expect(within(mmr).getByText('1.23×')).toBeTruthy();
  });

  it('leads the borrowing tab with what each coin owes, then the borrows to repay', async () => {
    const fake = borrower(integrated);
    const answer = fake.control.answer;
    fake.control.answer = (name, request, options) =>
      name === 'liabilities'
        ? {
            ok: true,
            result: {
              list: [
                {
                  tokenId: 'USDT',
                  spotAvailableBalance: '0',
                  spotMarginAvailableBalance: '0',
                  walletBalance: '0',
                  borrowSize: '1200.5',
                  occAssetUSDTValue: '0',
                },
              ],
            },
          }
        : answer(name, request, options);
    await openTab(fake, 'Borrowing');
    expect(within(screen.getByTestId('borrowing')).getByText('1200.50000000')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Unpaid' }));
    await act(() => flush());
    expect(screen.getByRole('button', { name: 'Repay 1200.512005 USDT' })).toBeTruthy();
  });

  it('lists future-spread orders from the unified query', async () => {
    const fake = borrower(integrated);
    await openTab(fake, 'Future spread orders');
    expect(fake.callsOf('queryOpenOrders').at(-1)?.request).toEqual({
      marketType: 'futureSpread',
      symbol: '',
      supportFutureSpread: true,
    });
    const list = screen.getByTestId('future-spread-orders');
    expect(within(list).getByText('BTCUSDT-27DEC')).toBeTruthy();
    expect(within(list).getAllByRole('row')).toHaveLength(2);
  });
});
