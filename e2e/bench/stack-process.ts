/**
 * The benchmarks' stack (sim in test mode, the apps served as in production: by nginx with the
 * deploy/ configuration, DESIGN §3; by the node static server where nginx cannot be had), run
 * in a process of its own: in the bench's process the node static servers would share an event
 * loop with Playwright's client, whose protocol traffic held the page's own files back by up to
 * 0.4 s at start-up. With `BENCH_MONOLITH=1` the monolith (`monolith/`) is served beside it on
 * 8088. Prints `ready <server> <compression>` when the stack is up; stops on SIGTERM or when
 * its stdin closes.
 */
import { findNginx } from '@spot/tooling/browser';
import { startTestStack } from '../test-stack';
import { MONOLITH } from './monolith/monolith';

const server = findNginx() ? 'nginx' : 'node';
const stack = await startTestStack(
  server,
  'bench',
  process.env.BENCH_MONOLITH === '1' ? [MONOLITH] : [],
);
let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.stdout.write(`ready ${server} ${stack.compression}\n`);
