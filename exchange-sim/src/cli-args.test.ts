import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('gives the documented defaults', () => {
    const parsed = parseCliArgs([], {});
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        host: '127.0.0.1',
        port: 8090,
        port2: 8091,
        route2LatencyMs: 120,
        testMode: false,
        dataDir: '.data/',
        allowedOrigins: expect.arrayContaining(['http://127.0.0.1:8080', 'http://localhost:8087']),
      },
    });
    if (parsed.kind === 'run') expect(parsed.options.allowedOrigins).toHaveLength(16);
  });

  it('reads every flag', () => {
    const argv = [
      '--host',
      '0.0.0.0',
      '--port',
      '0',
      '--port2',
      '9001',
      '--route2-latency-ms',
      '5',
      '--test',
      '--seed',
      '42',
      '--book-rate',
      '250',
      '--data-dir',
      '/tmp/x',
      '--allow-origin',
      'http://a.test:1',
      '--allow-origin',
      'https://b.test',
    ];
    expect(parseCliArgs(argv, { SIM_ALLOWED_ORIGINS: 'http://ignored.test' })).toEqual({
      kind: 'run',
      options: {
        host: '0.0.0.0',
        port: 0,
        port2: 9001,
        route2LatencyMs: 5,
        testMode: true,
        seed: 42,
        bookRate: 250,
        dataDir: '/tmp/x',
        allowedOrigins: ['http://a.test:1', 'https://b.test'],
      },
    });
  });

  it('takes the CORS list from SIM_ALLOWED_ORIGINS when no flag gives one', () => {
    const parsed = parseCliArgs([], {
      SIM_ALLOWED_ORIGINS: 'http://x.test:80, http://y.test:8080/',
    });
    expect(parsed.kind === 'run' && parsed.options.allowedOrigins).toEqual([
      'http://x.test',
      'http://y.test:8080',
    ]);
  });

  it.each([
    [['--port', '70000'], /--port/],
    [['--port', 'abc'], /--port/],
    [['--book-rate', '1001'], /--book-rate/],
    [['--seed', '-1'], /--seed/],
    [['--allow-origin', 'localhost:8080'], /not an origin/],
    [['--nope'], /nope/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCliArgs(argv, {});
    expect(parsed.kind).toBe('error');
    if (parsed.kind === 'error') expect(parsed.message).toMatch(message);
  });

  it('asks for help', () => {
    expect(parseCliArgs(['--help'], {})).toEqual({ kind: 'help' });
  });
});
