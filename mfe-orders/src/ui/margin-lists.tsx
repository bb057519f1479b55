import { useMemo, useState } from 'react';
import { useFigure } from '@spot/contracts/react';
import type { TFunction } from 'i18next';
import {
  BORROW_RECORD_STATUSES,
  formatDecimal,
  type BorrowRecord,
  type HostApi,
  type MarginInfo,
  type RepayRecord,
  type UnifiedOpenOrderRow,
} from '@spot/contracts';
import { DASH, formatTime } from '../domain/format';
import { hourlyPercent, owedOf, ratioPercent } from '../domain/margin-rows';
import {
  borrowRecordsFetch,
  futureSpreadFetch,
  marginInfoFetch,
  repayBorrow,
  repayRecordsFetch,
} from '../state/margin-sources';
import { tokenAmounts, type TokenAmount } from '../state/symbol-display';
import { Borrowing, useAsyncList } from './extra-lists';
import { AsyncListView, Empty, Failed, useVanilla } from './lists';
import { SubTabs } from './tab-bar';
import type { Column } from './virtual-table';
import { actionColumn } from './action-column';

const REPAYMENT_TABS = [...BORROW_RECORD_STATUSES, 'repayments'] as const;
const BORROWING_TABS = ['byCoin', ...REPAYMENT_TABS] as const;
type RepaymentTab = (typeof BORROWING_TABS)[number];

/** What every borrow row starts with: when, which coin, how much was borrowed. */
function borrowHead(t: TFunction, of: TokenAmount): Column<BorrowRecord>[] {
  return [
    {
      key: 'time',
      header: t('borrowTime'),
      width: '150px',
      wide: true,
      cell: (r) => formatTime(r.borrowTime),
    },
    { key: 'coin', header: t('coin'), cell: (r) => r.coin },
    { key: 'borrowed', header: t('borrowed'), align: 'end', cell: (r) => of(r.coin, r.borrowed) },
  ];
}

/** An amount column of a coin's figure. */
function amountColumn<T extends { readonly coin: string }>(
  key: string,
  header: string,
  of: TokenAmount,
  value: (row: T) => string,
): Column<T> {
  return { key, header, align: 'end', cell: (r) => of(r.coin, value(r)) };
}

function unpaidColumns(
  t: TFunction,
  of: TokenAmount,
  onRepay: (record: BorrowRecord) => void,
): Column<BorrowRecord>[] {
  return [
    ...borrowHead(t, of),
    amountColumn('principal', t('principalOwed'), of, (r) => r.principal),
    amountColumn('interest', t('interestOwed'), of, (r) => r.interest),
    {
      key: 'rate',
      header: t('hourlyRate'),
      align: 'end',
      cell: (r) => hourlyPercent(r.hourlyRate),
    },
    actionColumn<BorrowRecord>(t, (r) => ({
      label: t('repay'),
      ariaLabel: t('repayLabel', { amount: owedOf(r), coin: r.coin }),
      onClick: () => onRepay(r),
    })),
  ];
}

function paidOffColumns(t: TFunction, of: TokenAmount): Column<BorrowRecord>[] {
  return [
    ...borrowHead(t, of),
    amountColumn('interest', t('interestPaid'), of, (r) => r.interestPaid),
    {
      key: 'paid',
      header: t('paidOffTime'),
      width: '150px',
      cell: (r) => (r.paidOffTime === null ? DASH : formatTime(r.paidOffTime)),
    },
  ];
}

function repaymentColumns(t: TFunction, of: TokenAmount): Column<RepayRecord>[] {
  return [
    { key: 'time', header: t('time'), width: '150px', wide: true, cell: (r) => formatTime(r.time) },
    { key: 'coin', header: t('coin'), cell: (r) => r.coin },
    amountColumn('amount', t('amountRepaid'), of, (r) => r.amount),
    amountColumn('interest', t('ofInterest'), of, (r) => r.interest),
    amountColumn('principal', t('ofPrincipal'), of, (r) => r.principal),
  ];
}

/**
 * The Repayment tab (spec 000 §2): the spot-margin borrows still owed, with a repay action;
 * those paid off; and every repayment. Amounts at each coin's precision. `byCoin` (the
 * integrated area's borrowing tab, spec 001 §2) leads with what is owed per coin.
 */
export function Repayment(props: { host: HostApi; t: TFunction; byCoin?: boolean }) {
  const { host, t, byCoin = false } = props;
  const [tab, setTab] = useState<RepaymentTab>(byCoin ? 'byCoin' : 'unpaid');
  const [round, setRound] = useState(0);
  const of = useMemo(() => tokenAmounts(host), [host]);
  return (
    <>
      <SubTabs
        tabs={byCoin ? BORROWING_TABS : REPAYMENT_TABS}
        current={tab}
        onSelect={setTab}
        ariaLabel={t(byCoin ? 'borrowing' : 'repayment')}
        label={(name) => t(name)}
      />
      {tab === 'byCoin' ? (
        <Borrowing key={round} host={host} t={t} />
      ) : tab === 'repayments' ? (
        <Repayments key={round} host={host} of={of} t={t} />
      ) : (
        <Borrows
          key={`${tab}-${round}`}
          host={host}
          status={tab}
          of={of}
          t={t}
          onRepaid={() => setRound((n) => n + 1)}
        />
      )}
    </>
  );
}

function Borrows(props: {
  host: HostApi;
  status: 'unpaid' | 'paidOff';
  of: TokenAmount;
  t: TFunction;
  onRepaid: () => void;
}) {
  const { host, status, of, t, onRepaid } = props;
  const fetch = useMemo(() => borrowRecordsFetch(host, status), [host, status]);
  const list = useAsyncList(host, fetch);
  const columns =
    status === 'unpaid'
      ? unpaidColumns(t, of, (record) => {
          void repayBorrow(host, record).then((done) => done && onRepaid());
        })
      : paidOffColumns(t, of);
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(r) => r.borrowId}
      label={t(status)}
      testId={`borrows-${status}`}
      empty={t('noBorrows')}
      t={t}
    />
  );
}

function Repayments({ host, of, t }: { host: HostApi; of: TokenAmount; t: TFunction }) {
  const fetch = useMemo(() => repayRecordsFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  return (
    <AsyncListView
      list={list}
      columns={repaymentColumns(t, of)}
      rowKey={(r) => r.repayId}
      label={t('repayments')}
      testId="repayments"
      empty={t('noRepayments')}
      t={t}
    />
  );
}

const MMR_FIELDS = [
  ['mmr', 'accountMmr'],
  ['equity', 'equity'],
  ['assets', 'walletAssets'],
  ['liabilities', 'liabilities'],
  ['maintenanceMargin', 'maintenanceMargin'],
  ['actualLeverageRatio', 'actualLeverage'],
  ['maxLeverage', 'maxLeverage'],
  ['borrowableValue', 'borrowableValue'],
] as const satisfies readonly (readonly [keyof MarginInfo, string])[];

function mmrText(key: keyof MarginInfo, info: MarginInfo): string {
  if (key === 'mmr') return ratioPercent(info.mmr);
  if (key === 'actualLeverageRatio' || key === 'maxLeverage')
    return `${formatDecimal(info[key], 2)}×`;
  return `${formatDecimal(info[key], 2)} USDT`;
}

/** The integrated area's MMR tab (spec 001 §2): the account's margin at a glance. */
export function MmrPanel({ host, t }: { host: HostApi; t: TFunction }) {
  const fetch = useMemo(() => marginInfoFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  const state = useVanilla(list.store);
  const figure = useFigure();
  const info = state.rows[0];
  if (state.phase === 'loading') return <Empty text={t('loading')} />;
  if (state.phase === 'failed' || !info) {
    return <Failed code={state.errorCode} message={state.error} onRetry={list.reload} t={t} />;
  }
  return (
    <dl className="orders-mmr" data-testid="mmr">
      {MMR_FIELDS.map(([key, label]) => (
        <div key={key}>
          <dt>{t(label)}</dt>
          <dd>{figure(mmrText(key, info))}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Future spread orders (spec 001 §2): the unified query's future-spread rows. */
export function FutureSpreadOrders({ host, t }: { host: HostApi; t: TFunction }) {
  const fetch = useMemo(() => futureSpreadFetch(host), [host]);
  const list = useAsyncList(host, fetch);
  const columns: Column<UnifiedOpenOrderRow>[] = [
    { key: 'market', header: t('marketType'), cell: (r) => r.mtp },
    { key: 'symbol', header: t('symbol'), cell: (r) => r.syb },
  ];
  return (
    <AsyncListView
      list={list}
      columns={columns}
      rowKey={(r) => `${r.mtp}:${r.syb}:${r.pltp ?? ''}`}
      label={t('futureSpreadOrders')}
      testId="future-spread-orders"
      empty={t('noFutureSpreadOrders')}
      t={t}
    />
  );
}
