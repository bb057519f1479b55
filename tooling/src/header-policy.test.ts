import {
  CORS_ALLOWED_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
  headerPolicyFor,
  isHistoryFallbackPath,
  originOf,
  type HeaderPolicy,
} from './header-policy';
import type { RuntimeConfig } from './runtime-config';

const config: RuntimeConfig = {
  remotes: {
    remotes: {
      'mfe-chart': { entry: 'http://127.0.0.1:8081/mf-manifest.json' },
      'mfe-orderbook': { entry: 'http://127.0.0.1:8082/sub/mf-manifest.json' },
      'mfe-bad': { entry: 'not a url' },
    },
    overrideOrigins: ['http://127.0.0.1:8087', 'http://127.0.0.1:8081'],
  },
  env: {
    env: 'dev',
    routes: [
      { name: 'route-1', url: '8090' },
      { name: 'route-2', url: 'https://api.example.com/v1/' },
    ],
    acceleration: { enabled: true, proxyUrl: 'https://accel.example.com/proxy' },
    monitoring: { url: 'https://monitor.example.com/collect' },
    mainSite: { url: 'https://www.example.com' },
  },
};

const policy = headerPolicyFor(config, [
  'http://127.0.0.1:8080',
  'http://127.0.0.1:8080',
  'http://localhost:8080',
]);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('headerPolicyFor', () => {
  it('collects code origins from the registry and the overrides, once each, skipping bad URLs', () => {
    expect(policy.codeOrigins).toEqual([
      'http://127.0.0.1:8081',
      'http://127.0.0.1:8082',
      'http://127.0.0.1:8087',
    ]);
  });

  it('keeps routes as configured and the acceleration and monitoring origins', () => {
    expect(policy.routes).toEqual(['8090', 'https://api.example.com/v1/']);
    expect(policy.extraConnect).toEqual([
      'https://accel.example.com',
      'https://monitor.example.com',
    ]);
  });

  it('removes duplicate CORS origins', () => {
    expect(policy.corsOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy(policy, 'localhost'));

  it('allows scripts from the own origin and the code origins only', () => {
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8081',
      'http://127.0.0.1:8082',
      'http://127.0.0.1:8087',
    ]);
  });

  it('lets the page connect to the code origins, the routes in http and ws, acceleration and monitoring', () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8081',
      'http://127.0.0.1:8082',
      'http://127.0.0.1:8087',
      'http://localhost:8090',
      'ws://localhost:8090',
      'https://api.example.com',
      'wss://api.example.com',
      'https://accel.example.com',
      'https://monitor.example.com',
    ]);
  });

  it('puts a bare-port route on the request hostname', () => {
    const other = directives(contentSecurityPolicy(policy, '127.0.0.1'));
    expect(other.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8090', 'ws://127.0.0.1:8090']),
    );
    expect(other.get('connect-src')).not.toContain('http://localhost:8090');
  });

  it('lets the page reach a bare-port acceleration or monitoring URL over http on its own hostname', () => {
    const bare: HeaderPolicy = {
      corsOrigins: [],
      codeOrigins: [],
      routes: [],
      extraConnect: ['8099'],
    };
    expect(directives(contentSecurityPolicy(bare, 'localhost')).get('connect-src')).toEqual([
      "'self'",
      'http://localhost:8099',
    ]);
  });

  it.each<[string, string[]]>([
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
  ])('sets %s', (name, values) => {
    expect(csp.get(name)).toEqual(values);
  });

  it('has only the own origin when there are no remotes, routes or extras', () => {
    const empty: HeaderPolicy = { corsOrigins: [], codeOrigins: [], routes: [], extraConnect: [] };
    const bare = directives(contentSecurityPolicy(empty, 'localhost'));
    expect(bare.get('script-src')).toEqual(["'self'"]);
    expect(bare.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('cacheControlFor', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  it.each<[string, string]>([
    ['/static/js/main.3f9a2c1b.js', IMMUTABLE],
    ['/static/js/742.a1b2c3d4e5f6.js', IMMUTABLE],
    ['/static/css/app.0123abcd.css', IMMUTABLE],
    ['/static/font/inter.deadbeef.woff2', IMMUTABLE],
    ['/static/media/logo.0badf00d.svg', IMMUTABLE],
    ['/static/js/main.3f9a2c1.js', 'no-cache'],
    ['/static/js/main.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/mf-stats.json', 'no-cache'],
    ['/remoteEntry.js', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/env.json', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/locales/en/host.json', 'no-cache'],
    ['/en/trade/spot/BTC/USDT', 'no-cache'],
  ])('gives %s "%s"', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('isHistoryFallbackPath', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/en/trade/spot/BTC/USDT', true],
    ['/en/trade/spot/lt/BTC3L/USDT/', true],
    ['/trade/spot/', true],
    ['/remoteEntry.js', false],
    ['/static/js/main.3f9a2c1b.js', false],
    ['/remotes.json', false],
    ['/locales/en/host.json', false],
    ['/mf-manifest.json', false],
    ['/favicon.ico', false],
  ])('treats %s as a page: %s', (path, expected) => {
    expect(isHistoryFallbackPath(path)).toBe(expected);
  });
});

describe('originOf', () => {
  it.each<[string, string | null]>([
    ['http://127.0.0.1:8081/mf-manifest.json', 'http://127.0.0.1:8081'],
    ['https://cdn.example.com/a/b', 'https://cdn.example.com'],
    ['ws://127.0.0.1:8090', null],
    ['8090', null],
    ['', null],
  ])('gives the origin of %j as %j', (url, expected) => {
    expect(originOf(url)).toBe(expected);
  });
});

it('allows the headers of the design in CORS', () => {
  expect(CORS_ALLOWED_HEADERS.split(/,\s*/)).toEqual([
    'content-type',
    'x-csrf-token',
    'traceparent',
  ]);
});
