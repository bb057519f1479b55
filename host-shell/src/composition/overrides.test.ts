import type { RemotesConfig } from '../config/runtime-config';
import { applyOverrides, decideOverrides, searchWithoutOverrides } from './overrides';

const config: RemotesConfig = {
  remotes: {
    'mfe-chart': { entry: 'http://127.0.0.1:8081/mf-manifest.json' },
    'mfe-orderbook': { entry: 'http://127.0.0.1:8082/mf-manifest.json' },
  },
  overrideOrigins: ['http://127.0.0.1:8087', 'https://staging.example.com'],
};

const FIXTURE = 'http://127.0.0.1:8087/next-major/mf-manifest.json';

describe('decideOverrides', () => {
  it('accepts an override from the query whose origin is allowlisted', () => {
    expect(decideOverrides(`?mf.mfe-chart=${encodeURIComponent(FIXTURE)}`, null, config)).toEqual({
      accepted: { 'mfe-chart': FIXTURE },
      refused: [],
    });
  });

  it('accepts an https override on an allowlisted origin', () => {
    const url = 'https://staging.example.com/chart/mf-manifest.json';
    expect(decideOverrides(`?mf.mfe-chart=${url}`, null, config).accepted).toEqual({
      'mfe-chart': url,
    });
  });

  it('keeps overrides stored in sessionStorage', () => {
    const stored = JSON.stringify({ 'mfe-orderbook': FIXTURE });
    expect(decideOverrides('', stored, config).accepted).toEqual({ 'mfe-orderbook': FIXTURE });
  });

  it('lets the query win over the stored value of the same remote and keeps the others', () => {
    const stored = JSON.stringify({
      'mfe-chart': 'http://127.0.0.1:8087/old/mf-manifest.json',
      'mfe-orderbook': FIXTURE,
    });
    const decision = decideOverrides(`?mf.mfe-chart=${FIXTURE}`, stored, config);
    expect(decision.accepted).toEqual({ 'mfe-chart': FIXTURE, 'mfe-orderbook': FIXTURE });
  });

  it('ignores query parameters without the mf. prefix', () => {
    expect(decideOverrides(`?mfe-chart=${FIXTURE}&tab=orders`, null, config)).toEqual({
      accepted: {},
      refused: [],
    });
  });

  it.each<[string, string, string, RegExp]>([
    ['an unknown remote', 'mfe-wallet', FIXTURE, /unknown remote "mfe-wallet"/],
    ['a value that is not a URL', 'mfe-chart', 'not a url', /is not a URL/],
    ['a relative path', 'mfe-chart', '/mf-manifest.json', /is not a URL/],
    ['a javascript: URL', 'mfe-chart', 'javascript:alert(1)', /is not http\(s\)/],
    ['a data: URL', 'mfe-chart', 'data:text/javascript,1', /is not http\(s\)/],
    [
      'an origin that is not allowlisted',
      'mfe-chart',
      'http://evil.example/mf-manifest.json',
      /origin http:\/\/evil\.example is not in overrideOrigins/,
    ],
    [
      'an allowlisted host on another port',
      'mfe-chart',
      'http://127.0.0.1:9999/mf-manifest.json',
      /not in overrideOrigins/,
    ],
    [
      'an allowlisted host under another scheme',
      'mfe-chart',
      'https://127.0.0.1:8087/mf-manifest.json',
      /not in overrideOrigins/,
    ],
    [
      'the same port under another hostname',
      'mfe-chart',
      'http://localhost:8087/mf-manifest.json',
      /not in overrideOrigins/,
    ],
    [
      'a look-alike host',
      'mfe-chart',
      'https://staging.example.com.evil.example/mf-manifest.json',
      /not in overrideOrigins/,
    ],
    [
      'a registry origin that is not an override origin',
      'mfe-chart',
      'http://127.0.0.1:8082/mf-manifest.json',
      /not in overrideOrigins/,
    ],
  ])('refuses %s with a message naming the remote', (_name, remote, url, problem) => {
    const decision = decideOverrides(`?mf.${remote}=${encodeURIComponent(url)}`, null, config);
    expect(decision.accepted).toEqual({});
    expect(decision.refused).toHaveLength(1);
    expect(decision.refused[0]).toContain(`override for ${remote} refused`);
    expect(decision.refused[0]).toMatch(problem);
  });

  it('refuses a stored override whose origin is no longer allowlisted', () => {
    const stored = JSON.stringify({ 'mfe-chart': 'http://old-staging.example/mf-manifest.json' });
    const decision = decideOverrides('', stored, config);
    expect(decision.accepted).toEqual({});
    expect(decision.refused).toEqual([expect.stringContaining('mfe-chart')]);
  });

  it('accepts the good overrides and refuses the bad ones of one URL', () => {
    const decision = decideOverrides(
      `?mf.mfe-chart=${FIXTURE}&mf.mfe-orderbook=http://evil.example/m.json`,
      null,
      config,
    );
    expect(decision.accepted).toEqual({ 'mfe-chart': FIXTURE });
    expect(decision.refused).toEqual([expect.stringContaining('mfe-orderbook')]);
  });

  it('refuses prototype keys as unknown remotes', () => {
    const decision = decideOverrides(
      `?mf.constructor=${FIXTURE}&mf.toString=${FIXTURE}`,
      null,
      config,
    );
    expect(decision.accepted).toEqual({});
    expect(decision.refused).toHaveLength(2);
  });

  it.each<[string, string]>([
    ['broken JSON', '{"mfe-chart": '],
    ['a JSON string', '"http://127.0.0.1:8087/mf-manifest.json"'],
    ['JSON null', 'null'],
    ['a number', '42'],
  ])('ignores stored %s and still reads the query', (_name, stored) => {
    const decision = decideOverrides(`?mf.mfe-orderbook=${FIXTURE}`, stored, config);
    expect(decision).toEqual({ accepted: { 'mfe-orderbook': FIXTURE }, refused: [] });
  });

  it('drops stored values that are not strings', () => {
    const stored = JSON.stringify({ 'mfe-chart': { entry: FIXTURE }, 'mfe-orderbook': 42 });
    expect(decideOverrides('', stored, config)).toEqual({ accepted: {}, refused: [] });
  });
});

describe('searchWithoutOverrides', () => {
  it.each<[string, string]>([
    ['', ''],
    ['?', ''],
    [`?mf.mfe-chart=${FIXTURE}`, ''],
    [`?mf.mfe-chart=${FIXTURE}&mf.mfe-orderbook=${FIXTURE}`, ''],
    [`?tab=orders&mf.mfe-chart=${FIXTURE}&theme=dark`, '?tab=orders&theme=dark'],
    ['?mfe=1&tab=orders', '?mfe=1&tab=orders'],
  ])('turns "%s" into "%s"', (search, expected) => {
    expect(searchWithoutOverrides(search)).toBe(expected);
  });
});

describe('applyOverrides', () => {
  it('replaces the entries of overridden remotes and keeps the rest', () => {
    const result = applyOverrides(config, { 'mfe-chart': FIXTURE });
    expect(result.remotes).toEqual({
      'mfe-chart': { entry: FIXTURE },
      'mfe-orderbook': { entry: 'http://127.0.0.1:8082/mf-manifest.json' },
    });
    expect(result.overrideOrigins).toEqual(config.overrideOrigins);
  });

  it('leaves the original configuration untouched', () => {
    applyOverrides(config, { 'mfe-chart': FIXTURE });
    expect(config.remotes['mfe-chart']).toEqual({
      entry: 'http://127.0.0.1:8081/mf-manifest.json',
    });
  });

  it('returns the same remotes when there are no overrides', () => {
    expect(applyOverrides(config, {}).remotes).toEqual(config.remotes);
  });
});
