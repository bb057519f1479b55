import { parseArgs } from 'node:util';
import { defaultAllowedOrigins } from './http/cors';
import { MAX_BOOK_RATE } from './market/maker-clock';
import type { SimOptions } from './start-sim';

export const USAGE = `Usage: tsx exchange-sim/src/main.ts [options]

  --host HOST                 interface to bind (default 127.0.0.1)
  --port N                    route 1 port (default 8090)
  --port2 N                   route 2 port, same state with added latency (default 8091)
  --route2-latency-ms N       delay of every route-2 reply and socket message (default 120)
  --test                      test mode: fixed seed, /__sim/* calls enabled
  --seed N                    PRNG seed (default 1 with --test, random otherwise)
  --book-rate N               book changes per second per symbol (default 10, max ${MAX_BOOK_RATE})
  --data-dir DIR              folder for on-disk state: the journal (default .data/)
  --allow-origin ORIGIN       CORS origin, repeatable; replaces the default list
  --help                      this text

Env SIM_ALLOWED_ORIGINS (comma list) replaces the default CORS list when no --allow-origin is
given. The default list is http://127.0.0.1:P and http://localhost:P for P in 8080-8087.`;

export type CliParseResult =
  | { readonly kind: 'run'; readonly options: SimOptions & Required<Pick<SimOptions, 'dataDir'>> }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

class CliError extends Error {}

function integer(
  flag: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    throw new CliError(`--${flag} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function bookRate(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_BOOK_RATE) {
    throw new CliError(`--book-rate must be a number from 0 to ${MAX_BOOK_RATE}, got "${text}"`);
  }
  return value;
}

/** Checks that each entry is a bare http(s) origin (`scheme://host[:port]`); gives them normalized. */
function origins(list: readonly string[], source: string): string[] {
  return list.map((raw) => {
    const text = raw.trim().replace(/\/+$/, '');
    let parsed: URL | null = null;
    try {
      parsed = new URL(text);
    } catch {
      parsed = null;
    }
    const bare =
      parsed !== null &&
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.pathname === '/' &&
      parsed.search === '' &&
      parsed.hash === '' &&
      parsed.username === '' &&
      parsed.password === '' &&
      /^[a-z]+:\/\/[^/]+$/i.test(text);
    if (parsed === null || !bare) {
      throw new CliError(`${source}: "${raw}" is not an origin like http://127.0.0.1:8080`);
    }
    return parsed.origin;
  });
}

/** The CORS list: `--allow-origin` flags, else `SIM_ALLOWED_ORIGINS`, else the default. */
function allowedOrigins(flags: readonly string[], env: string | undefined): string[] {
  if (flags.length > 0) return origins(flags, '--allow-origin');
  if (env !== undefined && env.trim() !== '') {
    return origins(
      env.split(',').filter((o) => o.trim() !== ''),
      'SIM_ALLOWED_ORIGINS',
    );
  }
  return defaultAllowedOrigins();
}

/** Parses the CLI flags and environment into sim options; never throws. */
export function parseCliArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliParseResult {
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        port2: { type: 'string' },
        'route2-latency-ms': { type: 'string' },
        test: { type: 'boolean' },
        seed: { type: 'string' },
        'book-rate': { type: 'string' },
        'data-dir': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    });
    if (values.help) return { kind: 'help' };
    const host = values.host ?? '127.0.0.1';
    if (host.trim() === '') throw new CliError('--host must not be empty');
    const seed = integer('seed', values.seed, 0, 2 ** 32 - 1);
    const rate = bookRate(values['book-rate']);
    return {
      kind: 'run',
      options: {
        host,
        port: integer('port', values.port, 0, 65_535) ?? 8090,
        port2: integer('port2', values.port2, 0, 65_535) ?? 8091,
        route2LatencyMs:
          integer('route2-latency-ms', values['route2-latency-ms'], 0, 60_000) ?? 120,
        testMode: values.test ?? false,
        ...(seed === undefined ? {} : { seed }),
        ...(rate === undefined ? {} : { bookRate: rate }),
        dataDir: values['data-dir'] ?? '.data/',
        allowedOrigins: allowedOrigins(values['allow-origin'] ?? [], env.SIM_ALLOWED_ORIGINS),
      },
    };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
