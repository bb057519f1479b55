import { isTopicData } from './guards';
import type { PublicTopic } from './topics';

const BOOK = {
  s: 'BTCUSDT',
  b: [
    ['27000.5', '1.2'],
    ['26999', '0'],
  ],
  a: [['27001', '0.5']],
  u: 12,
  seq: 987654,
};

const TRADE = {
  execId: 'e1',
  execPrice: '27000.5',
  execQty: '0.01',
  execTime: 1700000000000,
  side: 'Buy',
};

const CANDLE = {
  start: 1700000000000,
  end: 1700000059999,
  open: '27000',
  high: '27100.5',
  low: '26900',
  close: '27050',
  volume: '12.5',
  turnover: '338125',
  confirm: false,
};

const TICKER = {
  symbol: 'BTCUSDT',
  lastPrice: '27000.5',
  prevPrice24h: '26000',
  highPrice24h: '27500',
  lowPrice24h: '25900',
  volume24h: '1234.5',
  turnover24h: '33333333.3',
  price24hPcntE6: '-12500',
  bid1Price: '27000',
  ask1Price: '27001',
};

const NOTICE = { id: 'n1', value: '{"symbolName":"ALL","info":"hi","url":""}' };

describe('isTopicData', () => {
  it.each<[string, PublicTopic, unknown]>([
    ['accepts an order book', 'orderBook', BOOK],
    ['accepts an empty order book', 'orderBook', { ...BOOK, b: [], a: [] }],
    ['accepts recent trades', 'recently_trade', [TRADE, { ...TRADE, execId: 'e2', side: 'Sell' }]],
    ['accepts no recent trades', 'recently_trade', []],
    ['accepts a candle', 'candles', CANDLE],
    ['accepts a confirmed candle', 'candles', { ...CANDLE, confirm: true }],
    ['accepts a ticker', 'instrument_info', TICKER],
    [
      'accepts a ticker with its optional fields',
      'instrument_info',
      {
        ...TICKER,
        markPrice: '27000.1',
        indexPrice: '27000.2',
        fundingRateE6: '-100',
        openInterest: '5',
      },
    ],
    ['accepts notices', 'notice', [NOTICE]],
    ['accepts no notices', 'notice', []],
  ])('%s', (_name, topic, data) => {
    expect(isTopicData(topic, data)).toBe(true);
  });

  it.each<[string, PublicTopic, unknown]>([
    ['a number price in a book level', 'orderBook', { ...BOOK, b: [[27000.5, '1']] }],
    ['an exponent price in a book level', 'orderBook', { ...BOOK, a: [['1e3', '1']] }],
    ['a negative size in a book level', 'orderBook', { ...BOOK, b: [['27000', '-1']] }],
    ['a negative-zero size in a book level', 'orderBook', { ...BOOK, b: [['27000', '-0']] }],
    ['a level with three entries', 'orderBook', { ...BOOK, a: [['27001', '1', '2']] }],
    ['a level as an object', 'orderBook', { ...BOOK, a: [{ price: '27001', size: '1' }] }],
    ['a book without u', 'orderBook', { s: BOOK.s, b: BOOK.b, a: BOOK.a, seq: BOOK.seq }],
    ['a book with a string u', 'orderBook', { ...BOOK, u: '12' }],
    ['a book with a fractional u', 'orderBook', { ...BOOK, u: 1.5 }],
    ['a book without seq', 'orderBook', { s: BOOK.s, b: BOOK.b, a: BOOK.a, u: BOOK.u }],
    ['a book without a', 'orderBook', { s: BOOK.s, b: BOOK.b, u: BOOK.u, seq: BOOK.seq }],
    ['a book with a numeric symbol', 'orderBook', { ...BOOK, s: 1 }],
    ['a book as an array', 'orderBook', [BOOK]],
    ['null as a book', 'orderBook', null],
    ['one trade instead of a list', 'recently_trade', TRADE],
    ['a trade with a number price', 'recently_trade', [{ ...TRADE, execPrice: 27000.5 }]],
    ['a trade with an exponent quantity', 'recently_trade', [{ ...TRADE, execQty: '1e-2' }]],
    ['a trade with a negative quantity', 'recently_trade', [{ ...TRADE, execQty: '-0.01' }]],
    ['a trade with a lower-case side', 'recently_trade', [{ ...TRADE, side: 'buy' }]],
    ['a trade with a string time', 'recently_trade', [{ ...TRADE, execTime: '1700000000000' }]],
    ['a list with one bad trade', 'recently_trade', [TRADE, { ...TRADE, execId: 7 }]],
    ['a candle with a number close', 'candles', { ...CANDLE, close: 27050 }],
    ['a candle with an exponent volume', 'candles', { ...CANDLE, volume: '1e3' }],
    ['a candle without turnover', 'candles', { ...CANDLE, turnover: undefined }],
    ['a candle with a string confirm', 'candles', { ...CANDLE, confirm: 'false' }],
    ['a candle with a string start', 'candles', { ...CANDLE, start: '1700000000000' }],
    ['a ticker with a number last price', 'instrument_info', { ...TICKER, lastPrice: 27000.5 }],
    ['a ticker with a negative bid', 'instrument_info', { ...TICKER, bid1Price: '-1' }],
    ['a ticker with an exponent change', 'instrument_info', { ...TICKER, price24hPcntE6: '1e3' }],
    ['a ticker with a numeric change', 'instrument_info', { ...TICKER, price24hPcntE6: -12500 }],
    ['a ticker without ask', 'instrument_info', { ...TICKER, ask1Price: undefined }],
    ['a ticker with a number mark price', 'instrument_info', { ...TICKER, markPrice: 27000.1 }],
    ['a ticker with an exponent index price', 'instrument_info', { ...TICKER, indexPrice: '1e3' }],
    [
      'a ticker with a negative open interest',
      'instrument_info',
      { ...TICKER, openInterest: '-5' },
    ],
    ['a ticker with a numeric funding rate', 'instrument_info', { ...TICKER, fundingRateE6: 100 }],
    ['a ticker with a null mark price', 'instrument_info', { ...TICKER, markPrice: null }],
    ['a notice with a numeric id', 'notice', [{ ...NOTICE, id: 1 }]],
    ['a notice without value', 'notice', [{ id: 'n1' }]],
    ['one notice instead of a list', 'notice', NOTICE],
  ])('rejects %s', (_name, topic, data) => {
    expect(isTopicData(topic, data)).toBe(false);
  });
});
