import {
  parseEnvConfig,
  parseRemotesConfig,
  realtimeUrl,
  routeBaseUrl,
  type RouteConfig,
} from './runtime-config';

const validRemotes = {
  remotes: {
    'mfe-chart': { entry: 'http://127.0.0.1:8081/mf-manifest.json' },
    'mfe-orderbook': { entry: 'https://cdn.example.com/orderbook/mf-manifest.json' },
  },
  overrideOrigins: ['http://127.0.0.1:8087', 'http://localhost:8087'],
};

const validEnv = {
  env: 'dev',
  routes: [
    { name: 'route-1', url: '8090' },
    { name: 'route-2', url: 'https://api.example.com' },
  ],
  acceleration: { enabled: true, proxyUrl: 'https://accel.example.com' },
  monitoring: { url: 'https://monitor.example.com/collect' },
  mainSite: { url: 'https://www.example.com' },
};

describe('parseRemotesConfig', () => {
  it('accepts a valid remotes.json', () => {
    expect(parseRemotesConfig(validRemotes)).toEqual({ ok: true, value: validRemotes });
  });

  it('defaults overrideOrigins to an empty list', () => {
    expect(parseRemotesConfig({ remotes: {} })).toEqual({
      ok: true,
      value: { remotes: {}, overrideOrigins: [] },
    });
  });

  it('keeps only the entry of each remote', () => {
    const result = parseRemotesConfig({
      remotes: { 'mfe-chart': { entry: 'http://a.example/m.json', extra: 1 } },
    });
    expect(result.ok && result.value.remotes).toEqual({
      'mfe-chart': { entry: 'http://a.example/m.json' },
    });
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'expected { "remotes": { … } }'],
    ['an array', [], 'expected { "remotes": { … } }'],
    ['a file without remotes', { overrideOrigins: [] }, 'expected { "remotes": { … } }'],
    [
      'remotes as a list',
      { remotes: [{ entry: 'http://a.example' }] },
      'expected { "remotes": { … } }',
    ],
    [
      'an uppercase remote name',
      { remotes: { MfeChart: { entry: 'http://a.example' } } },
      'bad remote name "MfeChart"',
    ],
    [
      'a remote name with a slash',
      { remotes: { 'mfe/chart': { entry: 'http://a.example' } } },
      'bad remote name "mfe/chart"',
    ],
    [
      'a remote without an entry',
      { remotes: { 'mfe-chart': {} } },
      'mfe-chart.entry must be an http(s) URL',
    ],
    [
      'a remote given as a string',
      { remotes: { 'mfe-chart': 'http://a.example' } },
      'mfe-chart.entry must be an http(s) URL',
    ],
    [
      'a relative entry',
      { remotes: { 'mfe-chart': { entry: '/mf-manifest.json' } } },
      'mfe-chart.entry must be an http(s) URL',
    ],
    [
      'a javascript: entry',
      { remotes: { 'mfe-chart': { entry: 'javascript:alert(1)' } } },
      'mfe-chart.entry must be an http(s) URL',
    ],
    [
      'overrideOrigins as a string',
      { remotes: {}, overrideOrigins: 'http://a.example' },
      'overrideOrigins must be a list of origins',
    ],
    [
      'an override origin with a path',
      { remotes: {}, overrideOrigins: ['http://a.example/x'] },
      'overrideOrigins must be a list of origins',
    ],
    [
      'an override origin with a trailing slash',
      { remotes: {}, overrideOrigins: ['http://a.example/'] },
      'overrideOrigins must be a list of origins',
    ],
    [
      'a non-http override origin',
      { remotes: {}, overrideOrigins: ['ftp://a.example'] },
      'overrideOrigins must be a list of origins',
    ],
  ])('refuses %s with a clear error', (_name, body, message) => {
    expect(parseRemotesConfig(body)).toEqual({ ok: false, error: `remotes.json: ${message}` });
  });
});

describe('parseEnvConfig', () => {
  it('accepts a valid env.json', () => {
    expect(parseEnvConfig(validEnv)).toEqual({ ok: true, value: validEnv });
  });

  it.each(['1', '8090', '65535'])('accepts the bare port %s', (url) => {
    expect(parseEnvConfig({ ...validEnv, routes: [{ name: 'r', url }] }).ok).toBe(true);
  });

  it.each(['dev', 'test', 'testnet', 'mainnet'])('accepts the env %s', (env) => {
    expect(parseEnvConfig({ ...validEnv, env }).ok).toBe(true);
  });

  it('defaults missing acceleration and monitoring to off', () => {
    expect(parseEnvConfig({ env: 'test', routes: [{ name: 'r', url: '8090' }] })).toEqual({
      ok: true,
      value: {
        env: 'test',
        routes: [{ name: 'r', url: '8090' }],
        acceleration: { enabled: false, proxyUrl: null },
        monitoring: { url: null },
        mainSite: { url: null },
      },
    });
  });

  it('treats a non-boolean enabled and non-http URLs as off', () => {
    const result = parseEnvConfig({
      ...validEnv,
      acceleration: { enabled: 'yes', proxyUrl: 'javascript:alert(1)' },
      monitoring: { url: 'not a url' },
      mainSite: { url: 'javascript:alert(1)' },
    });
    expect(result.ok && result.value.mainSite).toEqual({ url: null });
    expect(result.ok && result.value.acceleration).toEqual({ enabled: false, proxyUrl: null });
    expect(result.ok && result.value.monitoring).toEqual({ url: null });
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'expected an object'],
    ['a list', [validEnv], 'expected an object'],
    [
      'a missing env',
      { routes: validEnv.routes },
      'env must be one of dev, test, testnet, mainnet',
    ],
    [
      'an unknown env',
      { ...validEnv, env: 'prod' },
      'env must be one of dev, test, testnet, mainnet',
    ],
    ['missing routes', { env: 'dev' }, 'routes must list at least one route'],
    ['an empty route list', { ...validEnv, routes: [] }, 'routes must list at least one route'],
    [
      'routes as an object',
      { ...validEnv, routes: { name: 'r', url: '8090' } },
      'routes must list at least one route',
    ],
    [
      'a route without a name',
      { ...validEnv, routes: [{ url: '8090' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route with a numeric port',
      { ...validEnv, routes: [{ name: 'r', url: 8090 }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route with a relative url',
      { ...validEnv, routes: [{ name: 'r', url: '/api' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route with a ws url',
      { ...validEnv, routes: [{ name: 'r', url: 'ws://a.example' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route with a six-digit port',
      { ...validEnv, routes: [{ name: 'r', url: '123456' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route on port 0',
      { ...validEnv, routes: [{ name: 'r', url: '0' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route on a port above 65535',
      { ...validEnv, routes: [{ name: 'r', url: '65536' }] },
      'each route needs a name and a url (URL or bare port)',
    ],
    [
      'a route that is a string',
      { ...validEnv, routes: ['8090'] },
      'each route needs a name and a url (URL or bare port)',
    ],
  ])('refuses %s with a clear error', (_name, body, message) => {
    expect(parseEnvConfig(body)).toEqual({ ok: false, error: `env.json: ${message}` });
  });
});

describe('routeBaseUrl', () => {
  const page = { protocol: 'http:', hostname: 'localhost' };

  it.each<[string, RouteConfig, Pick<Location, 'protocol' | 'hostname'>, string]>([
    ['a bare port on localhost', { name: 'r', url: '8090' }, page, 'http://localhost:8090'],
    [
      'a bare port on 127.0.0.1',
      { name: 'r', url: '8091' },
      { protocol: 'http:', hostname: '127.0.0.1' },
      'http://127.0.0.1:8091',
    ],
    [
      'a bare port on an https page',
      { name: 'r', url: '443' },
      { protocol: 'https:', hostname: 'spot.example' },
      'https://spot.example:443',
    ],
    [
      'an absolute URL',
      { name: 'r', url: 'https://api.example.com' },
      page,
      'https://api.example.com',
    ],
    [
      'an absolute URL with a trailing slash',
      { name: 'r', url: 'https://api.example.com/' },
      page,
      'https://api.example.com',
    ],
    [
      'an absolute URL with a path and slashes',
      { name: 'r', url: 'https://api.example.com/v1//' },
      page,
      'https://api.example.com/v1',
    ],
  ])('resolves %s', (_name, route, location, expected) => {
    expect(routeBaseUrl(route, location)).toBe(expected);
  });
});

describe('realtimeUrl', () => {
  it.each<[string, string]>([
    ['http://localhost:8090', 'ws://localhost:8090/realtime_w'],
    ['https://api.example.com', 'wss://api.example.com/realtime_w'],
  ])('turns %s into %s', (base, expected) => {
    expect(realtimeUrl(base, '/realtime_w')).toBe(expected);
  });
});
