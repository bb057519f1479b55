import { CLOSE_CODES } from '@spot/contracts';
import { USAGE, parseCliArgs } from './cli-args';
import { SimStartError, startSim } from './start-sim';
import type { RunningSim } from './start-sim';

/**
 * CLI of the sim: `tsx exchange-sim/src/main.ts [--test] [--port N] …` (see README). Prints
 * one line per listener, exits 1 when a port is taken, 2 on bad flags, and shuts down cleanly
 * (sockets closed with 4005, reconnect now) on SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const parsed = parseCliArgs(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`exchange-sim: ${parsed.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  let sim: RunningSim;
  try {
    sim = await startSim(parsed.options);
  } catch (error) {
    const message =
      error instanceof SimStartError ? error.message : `exchange-sim: ${String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  const { host, ports } = sim;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  process.stdout.write(`exchange-sim route 1 listening on http://${shownHost}:${ports.route1}\n`);
  if (ports.route2 !== null) {
    process.stdout.write(`exchange-sim route 2 listening on http://${shownHost}:${ports.route2}\n`);
  }
  if (parsed.options.testMode) {
    process.stdout.write(`exchange-sim test mode, seed ${sim.seed}\n`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal while closing: give up waiting.
      process.exit(130);
    }
    stopping = true;
    process.stdout.write(
      `exchange-sim: ${signal}, closing sockets with ${CLOSE_CODES.serverRestart}\n`,
    );
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
