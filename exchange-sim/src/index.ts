/** `@spot/exchange-sim`: start the sim in-process (tests, launcher). The CLI is `src/main.ts`. */
export { SimStartError, TEST_MODE_SEED, startSim } from './start-sim';
export type { RunningSim, SimOptions } from './start-sim';
export { parseCliArgs } from './cli-args';
export type { CliParseResult } from './cli-args';
