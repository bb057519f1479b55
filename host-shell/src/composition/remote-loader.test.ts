import { containerName, parseMeta } from './remote-loader';

describe('parseMeta', () => {
  const meta = { name: 'mfe-chart', version: '0.1.0', contractVersion: '1.0.0' };

  it.each<[string, unknown, ReturnType<typeof parseMeta>]>([
    ['a complete meta', meta, meta],
    ['a meta with extra members, keeping only the three', { ...meta, built: 'today' }, meta],
    ['a missing name', { version: '0.1.0', contractVersion: '1.0.0' }, null],
    ['a missing version', { name: 'mfe-chart', contractVersion: '1.0.0' }, null],
    ['a missing contractVersion', { name: 'mfe-chart', version: '0.1.0' }, null],
    ['a numeric contractVersion', { ...meta, contractVersion: 1 }, null],
    ['a null name', { ...meta, name: null }, null],
    ['null', null, null],
    ['a string', '1.0.0', null],
    ['a function', () => meta, null],
    ['an empty object', {}, null],
  ])('reads %s', (_name, value, expected) => {
    expect(parseMeta(value)).toEqual(expected);
  });
});

describe('containerName', () => {
  it.each<[string, string]>([
    ['mfe-chart', 'mfe_chart'],
    ['mfe-order-entry', 'mfe_order_entry'],
    ['host', 'host'],
  ])('names the container of %s %s', (remote, expected) => {
    expect(containerName(remote)).toBe(expected);
  });
});
